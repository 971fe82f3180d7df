import Graphics

/// The layout of the demo city, in map content points: a street grid with names, two avenues and a
/// coastal boulevard, parks, a river and a bay. Pure data; `CityMapView` draws it. The places lie in
/// `size`; the streets, blocks and water go on for `margin` around it, so a map panned to its edge
/// (the insets that centre any place) still shows the city.
enum CityMap {
    /// The map the places are in, points.
    static let size = Size(width: 1400, height: 1600)
    /// How far the city goes on around `size`, points: more than half the widest phone or tablet
    /// window, so that centring a place at the edge shows streets, not empty land.
    static let margin = 700.0
    /// Everything drawn: `size` with its margin.
    static let drawnArea = Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
    /// Scale of the map: metres per point (a block of 150 pt is about 180 m, as in a city centre).
    static let metresPerPoint = 1.2
    /// Where the blue "you are here" dot is.
    static let userLocation = Point(x: 700, y: 720)
    /// The bay's shore: water east of it.
    static let coastX = 1195.0

    /// The horizontal streets, top to bottom: y and name (130 pt apart, those outside `size` in the margin).
    static let streets: [(y: Double, name: String)] = [
        (-590, "Union Street"), (-460, "Vallejo Street"), (-330, "Broadway"), (-200, "Pacific Avenue"),
        (-70, "Clay Street"),
        (60, "Alder Street"), (190, "Birch Street"), (320, "Cedar Street"), (450, "Dover Street"),
        (580, "Market Street"), (710, "Fulton Street"), (840, "Grove Street"), (970, "River Walk"),
        (1100, "Hayes Street"), (1230, "Irving Street"), (1360, "Jackson Street"), (1490, "Kearny Street"),
        (1620, "Lincoln Way"), (1750, "Moraga Street"), (1880, "Noriega Street"), (2010, "Ortega Street"),
        (2140, "Pacheco Street"),
    ]
    /// The vertical streets, left to right: x and name (150 pt apart).
    static let avenues: [(x: Double, name: String)] = [
        (-550, "Elm Ave"), (-400, "Oak Ave"), (-250, "Pine Ave"), (-100, "Park Ave"),
        (50, "1st Ave"), (200, "2nd Ave"), (350, "3rd Ave"), (500, "4th Ave"), (650, "5th Ave"),
        (800, "Grand Ave"), (950, "7th Ave"), (1100, "8th Ave"),
    ]
    /// Streets drawn as major roads (yellow, wider): Market Street and Grand Avenue.
    static let majorStreetY = 580.0
    static let majorAvenueX = 800.0
    /// The coastal boulevard along the bay.
    static let boulevard = (x: 1160.0, name: "Harbor Boulevard")
    /// Avenues that cross the river on a bridge; the others end at its banks.
    static let bridgeAvenues: Set<Double> = [200, 500, 800, 1100]

    /// Width of a minor street and of a major road, points.
    static let streetWidth = 10.0
    static let majorWidth = 16.0

    /// The river, as a polyline drawn with round joints, and its width, points.
    static let river: [Point] = [
        Point(x: -760, y: 1030), Point(x: -60, y: 1045), Point(x: 250, y: 1020), Point(x: 520, y: 1056), Point(x: 800, y: 1024),
        Point(x: 1060, y: 1050), Point(x: 1260, y: 1030),
    ]
    static let riverWidth = 54.0
    /// The river's centre line at `x` (linear between its points).
    static func riverCenter(atX x: Double) -> Double {
        for index in 0..<(river.count - 1) where x >= river[index].x && x <= river[index + 1].x {
            let a = river[index], b = river[index + 1]
            return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
        }
        return river.last?.y ?? 0
    }
    /// The band the river occupies (no blocks there).
    static let riverBand = 985.0...1090.0

    /// The bay east of the coast, with a cove.
    static let water: [(rect: Rect, radius: Double)] = [
        (Rect(x: coastX, y: -margin - 100, width: size.width + margin - coastX + 100, height: size.height + 2 * margin + 200), 0),
        (Rect(x: 1120, y: 1420, width: 300, height: 260), 90),
    ]

    /// Parks: rectangle and name; the first has a pond.
    static let parks: [(rect: Rect, name: String)] = [
        (Rect(x: 205, y: 195, width: 290, height: 250), "Lindqvist Park"),
        (Rect(x: 805, y: 1105, width: 290, height: 250), "Harbour Green"),
        (Rect(x: 955, y: 195, width: 140, height: 120), "Ridge Park"),
        (Rect(x: 55, y: 1235, width: 140, height: 120), "Mission Square"),
    ]
    static let pond = Rect(x: 295, y: 320, width: 120, height: 70)

    /// District names, drawn in spaced capitals.
    static let districts: [(center: Point, name: String)] = [
        (Point(x: 640, y: 130), "NORTH BEACH"), (Point(x: 900, y: 660), "FINANCIAL DISTRICT"),
        (Point(x: 330, y: 770), "HAYES VALLEY"), (Point(x: 380, y: 1290), "MISSION"),
    ]
    /// Water names.
    static let waterLabels: [(center: Point, name: String)] = [
        (Point(x: 1300, y: 640), "Mission Bay"), (Point(x: 360, y: 1040), "Lark River"),
    ]

    /// The building blocks: the cells of the grid, inset from the streets, except parks, river and water.
    static let blocks: [Rect] = {
        var result: [Rect] = []
        let xs = avenues.map(\.x) + [boulevard.x]
        let inset = streetWidth / 2 + 4
        for row in 0..<(streets.count - 1) {
            let top = streets[row].y + inset, bottom = streets[row + 1].y - inset
            for column in 0..<(xs.count - 1) {
                let cell = Rect(x: xs[column] + inset, y: top, width: xs[column + 1] - xs[column] - 2 * inset, height: bottom - top)
                if parks.contains(where: { $0.rect.intersects(cell) }) { continue }
                if cell.maxY > riverBand.lowerBound && cell.minY < riverBand.upperBound { continue }
                result.append(cell)
            }
        }
        return result
    }()
}
