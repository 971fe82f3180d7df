import Graphics

/// One card of the Airbnb-like feed, generated from its index and tab so any row can be built on demand.
struct Listing {
    let title: String
    let subtitle: String
    let dates: String
    let price: String
    let rating: String
    let badge: String?
    let photo: LandscapePalette

    private static let places = ["Lisbon, Portugal", "Kyoto, Japan", "Big Sur, California", "Hallstatt, Austria",
                                 "Tulum, Mexico", "Santorini, Greece", "Banff, Canada", "Marrakesh, Morocco",
                                 "Cape Town, South Africa", "Reykjavík, Iceland", "Amalfi, Italy", "Queenstown, New Zealand"]
    private static let stayDetails = ["Ocean views", "Cabin in the woods", "Lakefront home", "Cliffside villa",
                                      "Treehouse", "Loft in the old town", "Farm stay", "Beach bungalow"]
    private static let experiences = ["Pasta making with a chef", "Sunrise hike to the summit", "Street food night tour",
                                      "Surf lesson for beginners", "Pottery with a local artist", "Wine tasting in the hills",
                                      "Kayak among the sea caves", "Photo walk at golden hour"]
    private static let months = ["Nov", "Dec", "Jan", "Feb", "Mar"]

    init(index: Int, tab: Int) {
        let place = Listing.places[(index * 5 + tab * 3) % Listing.places.count]
        let start = 3 + (index * 7) % 20
        let month = Listing.months[(index / 4) % Listing.months.count]
        if tab == 0 {
            title = place
            let beds = 1 + index % 4
            subtitle = "\(Listing.stayDetails[index % Listing.stayDetails.count]) · \(beds) bed\(beds == 1 ? "" : "s")"
            dates = "\(month) \(start) – \(start + 2 + index % 4)"
            price = "€\(68 + (index * 37) % 290) night"
        } else {
            title = Listing.experiences[index % Listing.experiences.count]
            subtitle = place
            let hours = 1 + index % 3
            dates = "\(hours) hour\(hours == 1 ? "" : "s") · Hosted in English"
            price = "From €\(25 + (index * 13) % 90) / guest"
        }
        rating = "★ " + String(format4: 4.6 + Double((index * 17) % 40) / 100)
        badge = index % 3 == 0 ? (tab == 0 ? "Guest favorite" : "Popular") : nil
        photo = LandscapePalette.all[(index * 3 + tab * 5) % LandscapePalette.all.count]
    }
}

private extension String {
    /// Two decimals, without Foundation's formatter.
    init(format4 value: Double) {
        let hundredths = Int(saturating: (value * 100).rounded())
        self = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
