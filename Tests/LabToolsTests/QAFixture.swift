import Devices
import Graphics
@testable import Studio
@testable import Playback
@testable import Scenes
import TestKit

/// A QA controller writing into a temporary captures folder, with the timeline of the window, and
/// what it reports kept for the tests.
final class QAFixture {
    let folder: TemporaryFolder
    let assets: any AssetStore
    let qa = QAController()
    /// The device every scene lays out for; the timeline numbers frames at its refresh rate.
    let device: DeviceProfile
    private(set) var reports: [String] = []
    private(set) var failures: [String] = []

    init(device: DeviceProfile = DeviceCatalog.standard) throws {
        self.device = device
        folder = try TemporaryFolder()
        assets = try TestAssets()
        qa.captures.folder = folder.path("captures")
        qa.timeline = Timeline(assets: assets, fps: device.refreshRate)
        qa.notices.report = { [unowned self] in self.reports.append($0) }
        qa.notices.reportFailure = { [unowned self] in self.failures.append($0) }
    }

    /// A scene loaded at `startTime` on the window's clock, its input logged by the controller.
    func load(_ sceneType: any Scene.Type, assignments: [String] = [], viewport: Size? = nil,
              at startTime: Double) throws -> WindowDriver {
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: viewport ?? device.size,
                                       assets: assets, startTime: startTime, device: device)
        let driver = InputDriver(group: SessionGroup(session))
        qa.adopt(session, driver: driver)
        return WindowDriver(session: session, qa: qa, driver: driver)
    }

    /// The path at the end of the last line reported.
    var lastPath: String? { reports.last?.components(separatedBy: " ").last }
}
