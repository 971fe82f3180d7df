import Graphics
import ScrollUI

/// The bottom-sheet scene's places and which one is selected, with what shows it: the pins on the
/// map (the selected one drawn selected and raised above the others) and the order of the rows (in
/// list order, with a place picked on the map moved to the top: Maps shows the place you picked first).
final class PlaceSelection {
    let places: [Place]
    /// One pin per place, in the places' order.
    private(set) var pins: [MapPinView] = []
    /// The selected place's index, or nil when none is.
    private(set) var selected: Int?
    /// The place each row shows.
    private(set) var rowOrder: [Int]

    init(count: Int) {
        places = (0..<count).map(Place.init(index:))
        rowOrder = Array(places.indices)
    }

    /// Adds a pin for each place to `map`; tapping one calls `onTap` with its place's index.
    func addPins(to map: ScrollView, onTap: @escaping (Int) -> Void) {
        pins = places.enumerated().map { index, place in
            let pin = MapPinView(place: place)
            pin.onTap = { onTap(index) }
            map.addSubview(pin)
            return pin
        }
    }

    /// Where the selected pin's point is in the viewport of `map`, or nil when none is selected.
    func selectedPoint(in map: ScrollView) -> Point? {
        guard let selected, places.indices.contains(selected) else { return nil }
        return places[selected].location - map.contentOffset
    }

    /// Clears the selection; false when nothing was selected.
    func deselect() -> Bool {
        guard let index = selected else { return false }
        if pins.indices.contains(index) { pins[index].isSelected = false }
        selected = nil
        return true
    }

    /// Selects place `index`, its pin raised in `map`; `movesToTop`: its row comes first. False when
    /// there is no such place.
    func select(_ index: Int, in map: ScrollView, movesToTop: Bool) -> Bool {
        guard pins.indices.contains(index) else { return false }
        if let previous = selected, pins.indices.contains(previous) { pins[previous].isSelected = false }
        selected = index
        pins[index].isSelected = true
        map.bringSubviewToFront(pins[index])
        if movesToTop { rowOrder = [index] + places.indices.filter { $0 != index } }
        return true
    }
}
