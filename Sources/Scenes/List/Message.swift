import Foundation
import Graphics

/// The content of one list row, generated from its index so any row of a million can be built on
/// demand and the same index always shows the same thing.
struct Message {
    let title: String
    let subtitle: String
    let time: String
    let initials: String
    let accent: Color

    private static let firstNames = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Mateo", "Sofia", "Lucas", "Mia", "Hiro",
                                     "Amara", "Elias", "Chloe", "Ravi", "Lena", "Omar", "Zoe", "Felix", "Nora", "Kai"]
    private static let lastNames = ["Martin", "Chen", "Garcia", "Okafor", "Silva", "Novak", "Tanaka", "Rossi", "Dubois",
                                    "Kowalski", "Haddad", "Larsen", "Moreau", "Ivanova", "Patel", "Schmidt", "Costa"]
    private static let subjects = ["Are we still on for Saturday?", "The photos from the trip are up",
                                   "Can you review the new scroll physics?", "Lunch at the usual place?",
                                   "Flight lands at 6:40, see you there", "Here is the draft of the keynote",
                                   "Thanks for the book recommendation!", "Meeting moved to Thursday 10:00",
                                   "The bounce feels exactly right now", "Did you see the new design specs?",
                                   "Happy birthday! Cake at four", "Running ten minutes late, sorry",
                                   "Invoice for October attached", "Let’s ship it on Monday"]

    init(index: Int) {
        let first = Message.firstNames[index % Message.firstNames.count]
        let last = Message.lastNames[(index / Message.firstNames.count + index * 7) % Message.lastNames.count]
        title = "\(first) \(last)"
        subtitle = Message.subjects[(index * 5 + index / 3) % Message.subjects.count]
        initials = "\(first.prefix(1))\(last.prefix(1))"
        accent = Palette.accents[(index * 3 + index / 7) % Palette.accents.count]
        let minutes = (index * 37) % (12 * 60)
        let hour = 9 - minutes / 60
        if index < 9 {
            time = String(format: "%d:%02d", hour > 0 ? hour : hour + 12, 59 - minutes % 60)
        } else if index < 40 {
            time = ["Yesterday", "Monday", "Sunday", "Saturday", "Friday"][index % 5]
        } else {
            time = "\(10 - index / 400 % 9)/\(28 - index % 27)/26"
        }
    }
}
