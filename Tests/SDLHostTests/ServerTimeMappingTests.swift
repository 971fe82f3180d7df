@testable import SDLHost
import XCTest

/// X server timestamps (milliseconds) on the window's clock (seconds).
final class ServerTimeMappingTests: XCTestCase {
    func testServerTimesKeepTheirIntervalsOnTheWindowClock() {
        // (server milliseconds, now in seconds) -> mapped seconds.
        let cases: [(UInt, [(UInt32, Double)], [Double])] = [
            // The first event is now; later ones keep the server's intervals.
            (#line, [(5000, 10.0), (5016, 10.030), (5032, 10.032)], [10.0, 10.016, 10.032]),
            // An event cannot be in the future: a smaller delay becomes the new offset.
            (#line, [(5000, 10.0), (5050, 10.020)], [10.0, 10.020]),
            // Read late (a busy frame): still at the server's time.
            (#line, [(5000, 10.0), (5016, 10.5)], [10.0, 10.016]),
            // Read 13 s late (the window exported a video meanwhile): still at the server's time.
            (#line, [(5000, 10.0), (5016, 23.0)], [10.0, 10.016]),
            // Read 145 s late (a long export): still at the server's time, so its latency counts the wait.
            (#line, [(5000, 10.0), (5016, 155.0)], [10.0, 10.016]),
            // The server's time steps back (its clock wrapped): start again from now.
            (#line, [(UInt32.max - 5, 10.0), (10, 10.016)], [10.0, 10.016]),
            (#line, [(5000, 10.0), (3000, 10.5)], [10.0, 10.5]),
            // More than an hour behind: the server's clock jumped.
            (#line, [(5000, 10.0), (5016, 4000.0)], [10.0, 4000.0]),
            // Never backwards.
            (#line, [(5000, 10.0), (4990, 10.001)], [10.0, 10.0]),
        ]
        for (line, events, expected) in cases {
            var mapping = ServerTimeMapping()
            let times = events.map { mapping.time(ofServerTime: $0.0, now: $0.1) }
            XCTAssertEqual(times.count, expected.count, line: line)
            for (time, want) in zip(times, expected) {
                XCTAssertEqual(time, want, accuracy: 1e-9, line: line)
            }
        }
    }
}
