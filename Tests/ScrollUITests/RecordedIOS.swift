/// What a real UIScrollView was recorded doing: the published numbers, as facts (PHYSICS.md, "Against
/// recorded iOS"). Units: points, seconds, points per second.
///
/// Sources:
/// - [Cranpose] samoylenkodmitry/Cranpose, `crates/cranpose-ui/src/tests/ios_fling_measurement.rs`
///   (commit 84943d91, PR #541): a UIScrollView in the iOS 26.5 Simulator (iPhone 17 Pro Max, 60 Hz),
///   logged from `scrollViewDidScroll`, `scrollViewWillEndDragging` and its pan recognizer, driven by
///   the Simulator's synthetic touches. Offsets move in steps of 1/3 pt (device pixels at @3x).
///   Also `crates/cranpose-ui/src/fling_animation.rs` (the minimum fling note).
/// - [Flutter #60501] flutter/flutter PR #60501, test run 1 on a device.
/// - [Flutter carry] flutter/flutter `scroll_physics.dart`, `BouncingScrollPhysics.carriedMomentum`.
/// - [Mac] flutter/engine PR #34929: an iOS app on an Apple-silicon Mac, AppKit's trackpad momentum.
enum RecordedIOS {
    /// The recordings' clock offset: the first `scrollViewDidScroll` after a release shows the motion
    /// one 60 Hz frame later than its timestamp says ([Cranpose]: the release and the scroll samples are
    /// stamped at two call sites). It applies to every trace of that instrument, the fling and the
    /// bounce alike: ScrollLab at `t + timestampOffset` is compared with iOS's sample stamped `t`.
    /// Fitted alone, the fling gives 15.4 ms and the bounce 16.4 ms.
    static let timestampOffset = 1.0 / 60

    /// A release at offset 400 pt and 480.83 pt/s, `.normal` ([Cranpose], `NORMAL_RATE_TRACE`).
    enum Fling {
        static let releaseOffset = 400.0
        static let releaseVelocity = 480.8336647166092
        static let targetContentOffset = 635.33333
        /// (seconds after the release as stamped, `contentOffset.y`).
        static let samples: [(time: Double, offset: Double)] = [
            (0.000290, 408.0000), (0.100213, 449.6667), (0.199568, 484.0000), (0.299717, 512.3333),
            (0.400298, 535.3333), (0.500281, 554.3333), (0.600284, 570.0000), (0.700302, 582.6667),
            (0.799691, 593.0000), (0.900283, 601.6667), (1.000261, 608.6667), (1.100212, 614.3333),
            (1.199606, 619.0000), (1.299828, 622.6667), (1.400246, 625.6667), (1.500250, 628.3333),
            (1.599643, 630.3333), (1.700271, 632.3333), (1.850238, 634.3333), (1.916913, 635.0000),
        ]
        /// The last sample: the offset did not change after it (the trace ends at rest).
        static var lastMovement: Double { samples[samples.count - 1].time }
    }

    /// One release: `scrollViewWillEndDragging`'s velocity and `targetContentOffset`.
    struct Target {
        let rate: Double
        let offset: Double
        let velocity: Double
        let targetContentOffset: Double
        var distance: Double { targetContentOffset - offset }
    }

    /// Twelve releases from 263 to 5992 pt/s at both rates ([Cranpose], `TARGET_OFFSET_SAMPLES`, its
    /// pt/ms times 1000; releases whose target the content's end clamped were left out there).
    static let targets: [Target] = [
        Target(rate: 0.998, offset: 400.00, velocity: 480.834, targetContentOffset: 635.3333),
        Target(rate: 0.998, offset: 1244.67, velocity: 495.222, targetContentOffset: 1487.0),
        Target(rate: 0.998, offset: 1755.67, velocity: 307.760, targetContentOffset: 1904.3334),
        Target(rate: 0.998, offset: 2010.00, velocity: 262.579, targetContentOffset: 2136.0),
        Target(rate: 0.998, offset: 2315.67, velocity: 677.054, targetContentOffset: 2649.0),
        Target(rate: 0.998, offset: 2912.67, velocity: 1381.048, targetContentOffset: 3597.6667),
        Target(rate: 0.998, offset: 4029.00, velocity: 2530.246, targetContentOffset: 5288.0),
        Target(rate: 0.998, offset: 5686.67, velocity: 5613.967, targetContentOffset: 8486.0),
        Target(rate: 0.99, offset: 8662.33, velocity: 756.662, targetContentOffset: 8736.667),
        Target(rate: 0.99, offset: 9000.33, velocity: 1193.017, targetContentOffset: 9118.0),
        Target(rate: 0.99, offset: 9549.33, velocity: 2347.413, targetContentOffset: 9782.0),
        Target(rate: 0.99, offset: 10180.67, velocity: 5991.895, targetContentOffset: 10776.0),
    ]

    /// A device fling ([Flutter #60501]: trigger velocity 4030.7877 pt/s, the offset moved 2008.5 pt),
    /// `.normal`.
    static let deviceFling = (velocity: 4030.7877, distance: 2008.5)

    /// A drag past the top edge ([Cranpose], `RUBBER_BAND_TRACE`): the pan's translation past the edge
    /// and the overscroll shown, in a scroll view 681.67 pt tall.
    enum RubberBand {
        static let dimension = 681.6666666666666
        static let samples: [(translation: Double, overscroll: Double)] = [
            (15, 8.0000), (30, 16.0000), (45, 24.0000), (60, 31.3333), (75, 39.0000), (90, 46.0000),
            (105, 53.3333), (120, 60.3333), (135, 67.0000), (150, 73.6667), (165, 80.0000), (180, 86.3333),
            (195, 92.6667), (210, 98.6667), (225, 104.6667), (240, 110.6667), (255, 116.3333), (270, 122.0000),
            (285, 127.3333), (300, 133.0000), (315, 138.0000), (330, 143.3333), (345, 148.3333),
            (360, 153.3333), (375, 158.3333), (390, 163.0000), (405, 168.0000), (420, 172.6667),
            (435, 177.0000),
        ]
    }

    /// The bounce back ([Cranpose], `BOUNCE_TRACE`): held 177 pt past the top until the pan's velocity
    /// was about 0 (−0.455 pt/s), then released; (seconds after the release as stamped, offset).
    enum Bounce {
        static let startOffset = -177.0
        static let samples: [(time: Double, offset: Double)] = [
            (0.016235, -157.3333), (0.033471, -138.6667), (0.049541, -121.6667), (0.066795, -106.3333),
            (0.083471, -93.0000), (0.100122, -81.0000), (0.116477, -70.6667), (0.133140, -61.3333),
            (0.150131, -53.3333), (0.166799, -46.0000), (0.183446, -40.0000), (0.199516, -34.3333),
            (0.216769, -29.6667), (0.233445, -25.6667), (0.249503, -22.0000), (0.266760, -19.0000),
            (0.283421, -16.3333), (0.300095, -14.0000), (0.316170, -12.0000), (0.332841, -10.3333),
            (0.349720, -9.0000), (0.366760, -7.6667), (0.383434, -6.6667), (0.400098, -5.6667),
            (0.416246, -4.6667), (0.433447, -4.0000), (0.449933, -3.6667), (0.466345, -3.0000),
            (0.482853, -2.6667), (0.499651, -2.3333), (0.516798, -2.0000), (0.532878, -1.6667),
            (0.549539, -1.3333), (0.566376, -1.0000), (0.616799, -0.6667), (0.666808, -0.3333),
        ]
        /// When the edge was first within 1 pt (the sample showing −1.0).
        static let withinOnePoint = 0.566376
        /// The last sample: the edge within a device pixel, at rest after it.
        static var lastMovement: Double { samples[samples.count - 1].time }
    }

    /// The minimum fling ([Cranpose], `fling_animation.rs`): the Simulator never decelerated after a
    /// release below about 260 pt/s; the recorded releases at 262.6 and 307.8 pt/s did (`targets`).
    static let neverFlungBelow = 260.0
    static let slowestRecordedFling = 262.579

    /// Carried momentum ([Flutter carry], a fit of iOS in Flutter's scroll_overlay):
    /// sign(v)·min(0.000816·|v|^1.967, 40000).
    static let carriedMomentum = (coefficient: 0.000816, exponent: 1.967, limit: 40000.0)

    /// AppKit's trackpad momentum ([Mac]): it ends about 0.1725·ln(v) − 0.1196 s after the fingers lift.
    static func macTrackpadCoast(velocity: Double) -> Double { 0.1725 * Foundation.log(velocity) - 0.1196 }
}

import Foundation
