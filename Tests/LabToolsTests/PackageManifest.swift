import Foundation

/// The targets `Package.swift` declares, read from its text (no SwiftPM needed): each target's kind,
/// name, source folder and the targets and products it depends on, and the Swift files under that
/// folder with the modules they import. The module-graph tests check the rules of the layers with it.
struct PackageManifest {
    struct Target {
        /// `target`, `executableTarget`, `testTarget`, `systemLibrary` or `plugin`.
        let kind: String
        let name: String
        /// The folder of its sources, from the package root (`path:`, else `Sources/NAME` or `Tests/NAME`).
        let path: String
        /// The targets and products it depends on, by name, in the order declared.
        let dependencies: [String]
    }

    /// The package root: the folder `Package.swift` is in, found from this file's place in `Tests/`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let targets: [Target]

    /// Reads `Package.swift` at `root`.
    init(root: URL = PackageManifest.root) throws {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        guard let list = PackageManifest.bracket(after: "targets:", in: code, last: true) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "Package.swift has no 'targets: [...]'"])
        }
        targets = PackageManifest.items(of: list).compactMap(PackageManifest.target(from:))
    }

    /// The target named `name`, if the package declares it.
    subscript(name: String) -> Target? { targets.first { $0.name == name } }

    /// Every name `name` depends on, directly or through others.
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = [], stack = self[name]?.dependencies ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += self[next]?.dependencies ?? []
        }
        return seen
    }

    /// The modules the Swift files of `target` import (`import X`, `@testable import X`, `import X.Sub`
    /// as X), each with the first file that does, relative to the package root.
    func imports(of target: Target, root: URL = PackageManifest.root) throws -> [String: String] {
        var found: [String: String] = [:]
        let folder = root.appendingPathComponent(target.path)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return found }
        for case let url as URL in walker where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                var words = line.split(separator: " ").map(String.init)
                if words.first == "@testable" { words.removeFirst() }
                guard words.count == 2, words[0] == "import" else { continue }
                let module = String(words[1].split(separator: ".")[0])
                if found[module] == nil { found[module] = target.path + String(url.path.dropFirst(folder.path.count)) }
            }
        }
        return found
    }

    // MARK: Reading the text

    private static func target(from item: Substring) -> Target? {
        let trimmed = item.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("."), let open = trimmed.firstIndex(of: "("),
              let name = firstQuoted(after: "name:", in: trimmed) else { return nil }
        let kind = String(trimmed[trimmed.index(after: trimmed.startIndex)..<open])
        let dependencies = bracket(after: "dependencies:", in: trimmed).map(items(of:))?.compactMap { dependency -> String? in
            let text = dependency.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("\"") { return String(text.dropFirst().prefix { $0 != "\"" }) }
            return firstQuoted(after: "name:", in: Substring(text))
        } ?? []
        let folder = kind == "testTarget" ? "Tests" : "Sources"
        return Target(kind: kind, name: name, path: firstQuoted(after: "path:", in: trimmed) ?? "\(folder)/\(name)",
                      dependencies: dependencies)
    }

    /// The text inside the brackets that follow the first `label` (the last with `last`), brackets
    /// within included.
    private static func bracket<S: StringProtocol>(after label: String, in text: S, last: Bool = false) -> Substring? {
        guard let start = text.range(of: label, options: last ? .backwards : [])?.upperBound,
              let open = text[start...].firstIndex(of: "[") else { return nil }
        var depth = 0
        for index in text[open...].indices {
            switch text[index] {
            case "[", "(": depth += 1
            case "]", ")":
                depth -= 1
                if depth == 0 { return Substring(text[text.index(after: open)..<index]) }
            default: break
            }
        }
        return nil
    }

    /// The comma-separated items of a list's text, commas inside brackets and quotes kept.
    private static func items(of list: Substring) -> [Substring] {
        var result: [Substring] = [], depth = 0, inQuotes = false, start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "\"": inQuotes.toggle()
            case "[", "(": if !inQuotes { depth += 1 }
            case "]", ")": if !inQuotes { depth -= 1 }
            case "," where !inQuotes && depth == 0:
                result.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        result.append(list[start...])
        return result.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The first quoted string after `label`.
    private static func firstQuoted(after label: String, in text: Substring) -> String? {
        guard let start = text.range(of: label)?.upperBound,
              let open = text[start...].firstIndex(of: "\"") else { return nil }
        return String(text[text.index(after: open)...].prefix { $0 != "\"" })
    }
}
