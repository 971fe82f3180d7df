import Foundation
import Graphics

/// One random change to a trace line, as the fuzzers make them: a character removed, inserted or
/// replaced from `alphabet`, a number-looking value replaced by one of `tokens`, the line cut off,
/// or (when `orRandomLine`) a line of random characters; else the line as it was.
public enum TraceLineMutation {
    public static func mutate(_ line: String, tokens: [String], alphabet: [Character], orRandomLine: Bool,
                              using random: inout SeededRandom) -> String {
        var characters = Array(line)
        switch random.int(in: 0...5) {
        case 0 where !characters.isEmpty: characters.remove(at: random.int(in: 0...(characters.count - 1)))
        case 1: characters.insert(random.pick(alphabet), at: random.int(in: 0...characters.count))
        case 2 where !characters.isEmpty: characters[random.int(in: 0...(characters.count - 1))] = random.pick(alphabet)
        case 3:
            let text = String(characters)
            if let range = text.range(of: #"(?<=: )[-0-9.]+"#, options: .regularExpression) {
                return text.replacingCharacters(in: range, with: random.pick(tokens))
            }
        case 4: return String(characters.prefix(random.int(in: 0...characters.count)))
        default:
            if orRandomLine { return String((0..<random.int(in: 0...60)).map { _ in random.pick(alphabet) }) }
        }
        return String(characters)
    }
}
