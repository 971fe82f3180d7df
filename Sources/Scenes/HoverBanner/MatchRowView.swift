import Graphics
import ScrollUI

/// A match in the profile's list, as sports apps stack it, so no team's name is cut at any width:
///
///     SAT     Riverside FC           3
///     28 OCT  Harbor City            1   (W)
///             League · Matchday 34
final class MatchRowView: View {
    static let height = 76.0
    /// Left edge of the teams, and the width of the goals' column before the badge, points.
    static let teamsLeft = 80.0
    static let goalsWidth = 24.0

    let dayLabel = Label(font: Font(size: 12, weight: .semibold), color: Palette.secondaryLabel, alignment: .center)
    let dateLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label, alignment: .center)
    let homeLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label)
    let awayLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label)
    let homeGoalsLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label, alignment: .right)
    let awayGoalsLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label, alignment: .right)
    let competitionLabel = Label(font: Font(size: 12), color: Palette.secondaryLabel)
    let badge = Label(font: Font(size: 13, weight: .bold), color: .white, alignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        badge.cornerRadius = 13
        for label in [homeLabel, awayLabel] { label.adjustsFontSizeToFitWidth = true }
        for view in [dayLabel, dateLabel, homeLabel, awayLabel, homeGoalsLabel, awayGoalsLabel, competitionLabel, badge] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(with match: Match) {
        dayLabel.text = match.day
        dateLabel.text = match.date
        homeLabel.text = match.home
        awayLabel.text = match.away
        homeGoalsLabel.text = String(match.homeGoals)
        awayGoalsLabel.text = String(match.awayGoals)
        // The side that lost reads quieter, as in a scoreboard.
        homeLabel.textColor = match.homeGoals < match.awayGoals ? Palette.secondaryLabel : Palette.label
        awayLabel.textColor = match.awayGoals < match.homeGoals ? Palette.secondaryLabel : Palette.label
        homeGoalsLabel.textColor = homeLabel.textColor
        awayGoalsLabel.textColor = awayLabel.textColor
        competitionLabel.text = match.competition
        badge.text = match.result.rawValue
        badge.backgroundColor = match.resultColor
    }

    override func layoutSubviews() {
        let w = bounds.width, left = MatchRowView.teamsLeft
        let badgeLeft = w - 16 - 26
        let goalsLeft = badgeLeft - 12 - MatchRowView.goalsWidth
        dayLabel.frame = Rect(x: 12, y: 18, width: 56, height: 16)
        dateLabel.frame = Rect(x: 12, y: 36, width: 56, height: 20)
        homeLabel.frame = Rect(x: left, y: 8, width: goalsLeft - 8 - left, height: 20)
        awayLabel.frame = Rect(x: left, y: 28, width: goalsLeft - 8 - left, height: 20)
        homeGoalsLabel.frame = Rect(x: goalsLeft, y: 8, width: MatchRowView.goalsWidth, height: 20)
        awayGoalsLabel.frame = Rect(x: goalsLeft, y: 28, width: MatchRowView.goalsWidth, height: 20)
        competitionLabel.frame = Rect(x: left, y: 50, width: badgeLeft - 8 - left, height: 17)
        badge.frame = Rect(x: badgeLeft, y: 25, width: 26, height: 26)
    }
}
