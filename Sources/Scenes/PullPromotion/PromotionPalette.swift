import Graphics

/// The Double 11 promotion's reds and golds (the colours of `Assets/Images/make-double11-promotion.py`).
enum PromotionPalette {
    /// The background's vertical gradient, top to bottom, with the stops' positions (0...1).
    static let backgroundStops: [(position: Double, color: Color)] = [
        (0, Color(red: 150, green: 0, blue: 24)), (0.42, Color(red: 226, green: 18, blue: 45)),
        (0.75, Color(red: 200, green: 10, blue: 38)), (1, Color(red: 120, green: 0, blue: 20)),
    ]
    /// The background's last colour, shown below it while it lags the pull (parallax).
    static let backgroundBottom = Color(red: 120, green: 0, blue: 20)
    static let gold = Color(red: 255, green: 204, blue: 92)
    static let lightGold = Color(red: 255, green: 241, blue: 184)
    static let ribbonRim = Color(red: 255, green: 214, blue: 110)
    static let ribbonFill = Color(red: 196, green: 0, blue: 30)
    static let cream = Color(red: 255, green: 248, blue: 232)
    static let perforation = Color(red: 240, green: 190, blue: 150)
    static let couponRed = Color(red: 214, green: 20, blue: 40)
    static let couponCondition = Color(red: 150, green: 60, blue: 50)
    static let claimButton = Color(red: 230, green: 30, blue: 50)
    static let claimText = Color(red: 255, green: 240, blue: 200)
    static let callToActionText = Color(red: 190, green: 0, blue: 28)
    static let callToActionGlow = Color(red: 255, green: 200, blue: 80, alpha: 170)
    static let couponShadow = Color(red: 80, green: 0, blue: 10, alpha: 140)
    static let saleDates = Color(red: 255, green: 226, blue: 190)
    static let tagline = Color(red: 255, green: 214, blue: 170)
    /// Confetti colours: golds, pink, white and orange.
    static let confetti: [Color] = [gold, lightGold, Color(red: 255, green: 150, blue: 170), .white,
                                    Color(red: 255, green: 110, blue: 60), Color(red: 255, green: 220, blue: 120)]
}
