import Graphics

/// One row of the profile's match list, generated from its index.
struct Match {
    enum Result: String { case win = "W", draw = "D", loss = "L" }

    let day: String
    let date: String
    let home: String
    let away: String
    let homeGoals: Int
    let awayGoals: Int
    let competition: String
    let result: Result

    private static let opponents = ["Harbor City", "Northgate United", "Valley Rovers", "Kingsport Athletic",
                                    "Eastfield Town", "Lakeside Wanderers", "Redcliff Albion", "Summit FC"]
    private static let competitions = ["League", "Cup", "Champions Cup", "League"]
    private static let days = ["SAT", "WED", "SUN", "TUE"]
    private static let months = ["OCT", "SEP", "AUG", "MAY", "APR", "MAR"]

    init(index: Int) {
        let opponent = Match.opponents[(index * 3) % Match.opponents.count]
        let atHome = index % 2 == 0
        let ours = (index * 7 + 3) % 4, theirs = (index * 5 + 1) % 3
        home = atHome ? HoverBannerProfile.team : opponent
        away = atHome ? opponent : HoverBannerProfile.team
        homeGoals = atHome ? ours : theirs
        awayGoals = atHome ? theirs : ours
        result = ours > theirs ? .win : ours == theirs ? .draw : .loss
        day = Match.days[index % Match.days.count]
        date = "\(28 - (index * 4) % 27) \(Match.months[(index / 6) % Match.months.count])"
        competition = "\(Match.competitions[index % Match.competitions.count]) · Matchday \(34 - index % 34)"
    }

    var resultColor: Color {
        switch result {
        case .win: return Palette.green
        case .draw: return Color(hex: 0x8E8E93)
        case .loss: return Palette.red
        }
    }
}

/// The profile the banner shows.
enum HoverBannerProfile {
    static let name = "Alex Moreno"
    static let initials = "AM"
    static let team = "Riverside FC"
    static let role = "Forward · #10 · Riverside FC"
    static let stats = [("28", "Goals"), ("14", "Assists"), ("34", "Matches")]
    /// The team colour of the hovering bar.
    static let teamColor = Color(hex: 0x0E2A52)
}
