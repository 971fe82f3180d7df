@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
import XCTest

/// A QA controller driving `session` with the tuning panel open (key O), the failures it reports
/// collected.
final class OpenTuningPanel {
    let qa = QAController()
    let session: SceneSession
    private(set) var failures: [String] = []

    init(over session: SceneSession) throws {
        self.session = session
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        qa.notices.reportFailure = { [unowned self] in failures.append($0) }
        press("o")
        _ = try XCTUnwrap(qa.tuning.panel, "the panel opens")
    }

    var panel: TuningPanel { qa.tuning.panel! }

    /// The index of the row of option `name`.
    func row(_ name: String) throws -> Int {
        try XCTUnwrap(panel.rows.firstIndex { $0.name == name }, name)
    }

    @discardableResult
    func press(_ key: String, _ modifiers: KeyEvent.Modifiers = []) -> QAController.Outcome {
        qa.handleKey(KeyEvent(key: key, modifiers: modifiers, time: session.window.now), session: session) { _, _ in }
    }
}
