import Graphics
import ScrollUI

/// A match in the profile's list:  date | home score away / competition | result badge.
final class MatchRowView: View {
    static let height = 76.0

    let dayLabel = Label(font: Font(size: 12, weight: .semibold), color: Palette.secondaryLabel, alignment: .center)
    let dateLabel = Label(font: Font(size: 15, weight: .semibold), color: Palette.label, alignment: .center)
    let teamsLabel = Label(font: Font(size: 16, weight: .semibold), color: Palette.label)
    let competitionLabel = Label(font: Font(size: 13), color: Palette.secondaryLabel)
    let badge = Label(font: Font(size: 13, weight: .bold), color: .white, alignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        badge.cornerRadius = 13
        for view in [dayLabel, dateLabel, teamsLabel, competitionLabel, badge] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(with match: Match) {
        dayLabel.text = match.day
        dateLabel.text = match.date
        teamsLabel.text = "\(match.home)  \(match.score)  \(match.away)"
        competitionLabel.text = match.competition
        badge.text = match.result.rawValue
        badge.backgroundColor = match.resultColor
    }

    override func layoutSubviews() {
        let w = bounds.width
        dayLabel.frame = Rect(x: 12, y: 18, width: 56, height: 16)
        dateLabel.frame = Rect(x: 12, y: 36, width: 56, height: 20)
        teamsLabel.frame = Rect(x: 80, y: 16, width: w - 80 - 56, height: 22)
        competitionLabel.frame = Rect(x: 80, y: 40, width: w - 80 - 56, height: 18)
        badge.frame = Rect(x: w - 16 - 26, y: 25, width: 26, height: 26)
    }
}
