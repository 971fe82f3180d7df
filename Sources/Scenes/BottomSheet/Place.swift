import Foundation
import Graphics

/// One place of the demo city: a row in the sheet and a pin on the map.
struct Place {
    let name: String
    let category: PlaceCategory
    /// Where the place is on the map, map content points.
    let location: Point

    /// The hand-placed places of the city; more rows repeat them, shifted, with a number.
    static let catalogue: [Place] = [
        Place(name: "Bluebird Coffee", category: .cafe, location: Point(x: 345, y: 655)),
        Place(name: "Crumb & Co. Bakery", category: .restaurant, location: Point(x: 565, y: 790)),
        Place(name: "Lindqvist Park", category: .park, location: Point(x: 330, y: 250)),
        Place(name: "Modern Art Museum", category: .museum, location: Point(x: 880, y: 520)),
        Place(name: "Ferry Market Hall", category: .shopping, location: Point(x: 1125, y: 770)),
        Place(name: "Hotel Marisol", category: .hotel, location: Point(x: 1010, y: 905)),
        Place(name: "Zest Kitchen", category: .restaurant, location: Point(x: 200, y: 520)),
        Place(name: "Harbour Green", category: .park, location: Point(x: 950, y: 1230)),
        Place(name: "Lantern Books", category: .shopping, location: Point(x: 640, y: 385)),
        Place(name: "Signal Tower", category: .landmark, location: Point(x: 1025, y: 245)),
        Place(name: "Copper Kettle Café", category: .cafe, location: Point(x: 720, y: 1185)),
        Place(name: "The Grand Hotel", category: .hotel, location: Point(x: 480, y: 1175)),
        Place(name: "Science Pier", category: .museum, location: Point(x: 1110, y: 420)),
        Place(name: "Olive & Fig", category: .restaurant, location: Point(x: 265, y: 880)),
        Place(name: "Union Plaza", category: .shopping, location: Point(x: 735, y: 650)),
        Place(name: "Taqueria Sol", category: .restaurant, location: Point(x: 385, y: 1420)),
        Place(name: "Pacific Art Museum", category: .museum, location: Point(x: 130, y: 1300)),
        Place(name: "Ritual Roasters", category: .cafe, location: Point(x: 600, y: 1320)),
        Place(name: "Cliff Lookout", category: .landmark, location: Point(x: 125, y: 135)),
        Place(name: "Boulevard Bistro", category: .restaurant, location: Point(x: 870, y: 815)),
    ]

    /// The place of row `index`: the catalogue, then repeats numbered "2", "3"… on other blocks.
    init(index: Int) {
        let base = Place.catalogue[index % Place.catalogue.count]
        let round = index / Place.catalogue.count
        guard round > 0 else { self = base; return }
        let size = CityMap.size
        let x = (base.location.x + Double(round) * 290).truncatingRemainder(dividingBy: CityMap.coastX - 80) + 40
        let y = (base.location.y + Double(round) * 390).truncatingRemainder(dividingBy: size.height - 80) + 40
        self.init(name: "\(base.name) \(round + 1)", category: base.category, location: Point(x: x, y: y))
    }

    init(name: String, category: PlaceCategory, location: Point) {
        self.name = name
        self.category = category
        self.location = location
    }

    /// "Café · 0.6 km": the category and the distance from the user's location.
    var detail: String {
        let metres = location.distance(to: CityMap.userLocation) * CityMap.metresPerPoint
        return "\(category.title) · " + String(format: "%.1f km", max(0.1, metres / 1000))
    }
}
