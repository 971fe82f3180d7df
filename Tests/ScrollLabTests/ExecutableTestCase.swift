import Foundation
import XCTest
import TestKit

/// Tests that run the built `scroll-lab` in a fresh temporary folder holding a fling trace
/// (`Traces.fling` until `traceEnd`); skipped when the executable is not built.
class ExecutableTestCase: XCTestCase {
    var folder: TemporaryFolder!
    var executable: URL!
    var trace: String!

    /// When the fling trace ends, seconds.
    class var traceEnd: Double { 0.5 }

    override func setUpWithError() throws {
        guard let built = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        executable = built
        folder = try TemporaryFolder()
        trace = try folder.write(Traces.fling(end: Self.traceEnd), to: "trace.jsonl")
    }

    override func tearDown() { folder?.remove() }

    /// Runs `scroll-lab arguments` in the folder.
    func run(_ arguments: [String]) throws -> ScrollLabExecutable.Outcome {
        try ScrollLabExecutable.run(executable, arguments, in: folder)
    }
}
