import Graphics
import ScrollUI

/// Draws `CityMap` as Apple Maps' standard style: land, parks, water, building blocks, streets with
/// casings, major roads, bridges, names with a white halo, and the user's location. Only what lies in
/// view is drawn. The view covers `CityMap.drawnArea` and draws in map points.
final class CityMapView: View {
    /// Street names repeat every this many blocks along a street (750 pt: at most two of one street
    /// in a window as wide as an iPad, as Apple Maps spaces them), staggered from street to street.
    static let labelEveryBlocks = 5
    /// The white halo around map labels, points.
    static let haloWidth = 1.0

    init() {
        super.init(frame: CityMap.drawnArea)
        boundsOrigin = CityMap.drawnArea.origin
        backgroundColor = MapPalette.land
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        drawAreas(in: &context)
        drawStreets(in: &context)
        drawWater(in: &context)
        drawBridges(in: &context)
        drawLabels(in: &context)
        drawUserLocation(in: &context)
    }

    private func drawAreas(in context: inout DrawingContext) {
        for block in CityMap.blocks where context.isVisible(block) {
            context.fillRoundedRect(block, radii: CornerRadii(3), MapPalette.block)
            // Two or three buildings per block, split across its width.
            let parts = block.width > 120 ? 3 : 2
            let gap = 4.0, inner = block.insetBy(dx: 4, dy: 4)
            let width = (inner.width - gap * Double(parts - 1)) / Double(parts)
            for part in 0..<parts {
                let x = inner.minX + Double(part) * (width + gap)
                let shrink = Double(((Int(saturating: block.minX + block.minY) / 10 + part) % 3 + 3) % 3) * 6
                context.fillRoundedRect(Rect(x: x, y: inner.minY + shrink, width: width, height: inner.height - shrink),
                                        radii: CornerRadii(2), MapPalette.building)
            }
        }
        for park in CityMap.parks where context.isVisible(park.rect) {
            context.fillRoundedRect(park.rect, radii: CornerRadii(8), MapPalette.park)
            context.drawLine(from: Point(x: park.rect.minX + 14, y: park.rect.maxY - 14),
                             to: Point(x: park.rect.maxX - 14, y: park.rect.minY + 14), width: 3, MapPalette.parkPath)
        }
    }

    /// Water goes over the streets, so the avenues without a bridge end under the river's banks.
    private func drawWater(in context: inout DrawingContext) {
        context.fillRoundedRect(CityMap.pond, radii: CornerRadii(35), MapPalette.water)
        for area in CityMap.water where context.isVisible(area.rect) {
            context.fillRoundedRect(area.rect, radii: CornerRadii(area.radius), MapPalette.water)
        }
        let river = CityMap.river
        for index in 0..<(river.count - 1) {
            context.drawLine(from: river[index], to: river[index + 1], width: CityMap.riverWidth, MapPalette.water)
        }
    }

    /// The bridges: the avenue redrawn over the water between darker parapets.
    private func drawBridges(in context: inout DrawingContext) {
        let reach = CityMap.riverWidth / 2 + 6
        for avenue in CityMap.avenues where CityMap.bridgeAvenues.contains(avenue.x) {
            let y = CityMap.riverCenter(atX: avenue.x)
            let from = Point(x: avenue.x, y: y - reach), to = Point(x: avenue.x, y: y + reach)
            let major = avenue.x == CityMap.majorAvenueX
            guard context.isVisible(Rect(x: avenue.x - 20, y: y - reach, width: 40, height: 2 * reach)) else { continue }
            let w = width(major)
            context.fill(Rect(x: avenue.x - w / 2 - 2.5, y: from.y, width: w + 5, height: to.y - from.y), MapPalette.bridgeCasing)
            context.fill(Rect(x: avenue.x - w / 2, y: from.y - 3, width: w, height: to.y - from.y + 6),
                         major ? MapPalette.major : MapPalette.street)
        }
    }

    private func drawStreets(in context: inout DrawingContext) {
        let area = CityMap.drawnArea, right = CityMap.boulevard.x
        let top = area.minY - 20, bottom = area.maxY + 20
        // Casings first, then fills, so crossings stay clean.
        for casing in [true, false] {
            for street in CityMap.streets {
                road(Point(x: area.minX - 20, y: street.y), Point(x: right, y: street.y), major: street.y == CityMap.majorStreetY,
                     casing: casing, &context)
            }
            for avenue in CityMap.avenues {
                road(Point(x: avenue.x, y: top), Point(x: avenue.x, y: bottom), major: avenue.x == CityMap.majorAvenueX,
                     casing: casing, &context)
            }
            road(Point(x: right, y: top), Point(x: right, y: 1410), major: true, casing: casing, &context)
        }
    }

    private func width(_ major: Bool) -> Double { major ? CityMap.majorWidth : CityMap.streetWidth }

    private func road(_ from: Point, _ to: Point, major: Bool, casing: Bool, _ context: inout DrawingContext) {
        let box = Rect(x: min(from.x, to.x) - 10, y: min(from.y, to.y) - 10,
                       width: abs(to.x - from.x) + 20, height: abs(to.y - from.y) + 20)
        guard context.isVisible(box) else { return }
        if casing {
            context.drawLine(from: from, to: to, width: width(major) + 2, major ? MapPalette.majorCasing : MapPalette.streetCasing)
        } else {
            context.drawLine(from: from, to: to, width: width(major), major ? MapPalette.major : MapPalette.street)
        }
    }

    private func drawLabels(in context: inout DrawingContext) {
        let xs = CityMap.avenues.map(\.x) + [CityMap.boulevard.x]
        for (row, street) in CityMap.streets.enumerated() {
            let major = street.y == CityMap.majorStreetY
            let font = Font(size: major ? 12 : 11, weight: major ? .semibold : .medium)
            var column = (row * 2) % Self.labelEveryBlocks
            while column < xs.count - 1 {
                let center = Point(x: (xs[column] + xs[column + 1]) / 2, y: street.y)
                label(street.name, font: font, color: MapPalette.streetLabel, center: center, &context)
                column += Self.labelEveryBlocks
            }
        }
        label(CityMap.boulevard.name, font: Font(size: 12, weight: .semibold), color: MapPalette.streetLabel,
              center: Point(x: CityMap.boulevard.x, y: 1180), &context)
        for park in CityMap.parks where !Place.catalogue.contains(where: { $0.name == park.name }) {
            label(park.name, font: Font(size: 12, weight: .semibold), color: MapPalette.parkLabel,
                  center: Point(x: park.rect.midX, y: park.rect.midY + 20), &context)
        }
        for district in CityMap.districts {
            label(district.name, font: Font(size: 12, weight: .semibold), color: MapPalette.districtLabel,
                  center: district.center, &context)
        }
        for water in CityMap.waterLabels {
            label(water.name, font: Font(size: 14, weight: .medium), color: MapPalette.waterLabel, center: water.center,
                  halo: false, &context)
        }
    }

    /// A map label centred on `center`, with a white halo so it reads over roads and blocks.
    private func label(_ text: String, font: Font, color: Color, center: Point, halo: Bool = true,
                       _ context: inout DrawingContext) {
        let run = TextRun(text, font: font)
        let size = context.textMeasurer.size(of: run)
        let origin = Point(x: center.x - size.width / 2, y: center.y - size.height / 2)
        guard context.isVisible(Rect(origin: origin, size: size).insetBy(dx: -2, dy: -2)) else { return }
        if halo {
            let d = Self.haloWidth
            for (dx, dy) in [(-d, 0.0), (d, 0.0), (0.0, -d), (0.0, d)] {
                context.drawText(run, at: Point(x: origin.x + dx, y: origin.y + dy), MapPalette.halo)
            }
        }
        context.drawText(run, at: origin, color)
    }

    private func drawUserLocation(in context: inout DrawingContext) {
        let p = CityMap.userLocation
        func circle(_ radius: Double, _ color: Color) {
            context.fillRoundedRect(Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius),
                                    radii: CornerRadii(radius), color)
        }
        circle(26, MapPalette.userBlue.multipliedAlpha(0.14))
        context.drawShadow(Rect(x: p.x - 10, y: p.y - 9, width: 20, height: 20), radii: CornerRadii(10), blur: 3,
                           Color(hex: 0x000000, opacity: 0.25))
        circle(10, .white)
        circle(7, MapPalette.userBlue)
    }
}
