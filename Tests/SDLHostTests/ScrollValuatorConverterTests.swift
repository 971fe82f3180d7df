import Graphics
@testable import SDLHost
import XCTest

/// X11 smooth scrolling without a display: XInput 2.1 valuator values in, notches out.
final class ScrollValuatorConverterTests: XCTestCase {
    private typealias Converter = ScrollValuatorConverter
    private typealias Input = ScrollValuatorConverter.Input

    /// A touchpad as Xwayland and xf86-input-libinput describe it: valuator 2 horizontal,
    /// valuator 3 vertical.
    private static let touchpad: Int32 = 11
    private static let mouse: Int32 = 12
    private static func axes(vertical: Double = 1, horizontal: Double = 1) -> [Converter.Axis] {
        [.init(valuator: 2, increment: horizontal, direction: .horizontal),
         .init(valuator: 3, increment: vertical, direction: .vertical)]
    }
    private static func classes(_ device: Int32 = touchpad, vertical: Double = 1, horizontal: Double = 1) -> Input {
        .classes(device: device, axes: axes(vertical: vertical, horizontal: horizontal))
    }
    /// Motion of the vertical valuator (3) and, when given, the horizontal one (2).
    private static func scroll(_ y: Double?, x: Double? = nil, device: Int32 = touchpad,
                               emulated: Bool = false, time: UInt32 = 1000) -> Input {
        var values: [Int: Double] = [:]
        values[3] = y
        values[2] = x
        return .motion(device: device, values: values, isEmulated: emulated, time: time)
    }

    func testValuatorChangesBecomeNotches() {
        let gap = Converter.burstGap
        func precise(_ x: Double, _ y: Double) -> Converter.Output { .precise(Point(x: x, y: y)) }
        func notches(_ x: Double, _ y: Double) -> Converter.Output { .notches(Point(x: x, y: y)) }
        let cases: [(UInt, [Input], [Converter.Output?])] = [
            // The first value only re-bases: it has no previous value.
            (#line, [Self.classes(), Self.scroll(5), Self.scroll(5.5), Self.scroll(5.25)],
             [nil, nil, precise(0, 0.5), precise(0, -0.25)]),
            // Entering the window re-bases: the valuator moved while the pointer was elsewhere.
            (#line, [Self.classes(), Self.scroll(1), Self.scroll(1.5), .entered, Self.scroll(9), Self.scroll(9.25)],
             [nil, nil, precise(0, 0.5), nil, nil, precise(0, 0.25)]),
            // A device change (new classes, or the master switching slaves) re-bases that device.
            (#line, [Self.classes(), Self.scroll(1), Self.scroll(1.5), Self.classes(), Self.scroll(7), Self.scroll(7.5)],
             [nil, nil, precise(0, 0.5), nil, nil, precise(0, 0.5)]),
            // Both axes in one event; horizontal alone.
            (#line, [Self.classes(), Self.scroll(0, x: 0), Self.scroll(-0.25, x: 0.5), Self.scroll(nil, x: 0.75)],
             [nil, nil, precise(0.5, -0.25), precise(0.25, 0)]),
            // A negative increment is reversed (natural) scrolling: the valuator falls to scroll down.
            (#line, [Self.classes(vertical: -1), Self.scroll(10), Self.scroll(9.5)],
             [nil, nil, precise(0, 0.5)]),
            // xf86-input-libinput's increment is 15: 7.5 is half a notch.
            (#line, [Self.classes(vertical: 15), Self.scroll(0), Self.scroll(7.5), Self.scroll(37.5)],
             [nil, nil, precise(0, 0.5), precise(0, 2)]),
            // A mouse without scroll classes never scrolls here: X sends it as wheel buttons.
            (#line, [.classes(device: Self.mouse, axes: []), Self.scroll(1, device: Self.mouse),
                     Self.scroll(2.5, device: Self.mouse)],
             [nil, nil, nil]),
            // A mouse with scroll classes moves in whole notches: notches, not precise deltas.
            (#line, [Self.classes(Self.mouse), Self.scroll(0, device: Self.mouse), Self.scroll(1, device: Self.mouse),
                     Self.scroll(3, device: Self.mouse), Self.scroll(2, device: Self.mouse)],
             [nil, nil, notches(0, 1), notches(0, 2), notches(0, -1)]),
            // A fraction makes the burst precise, whole notches included, until a pause; then whole
            // notches are a wheel again (XWayland's one pointer carries touchpad and wheel) until
            // the next fraction.
            (#line, [Self.classes(), Self.scroll(0, time: 0), Self.scroll(0.5, time: 10), Self.scroll(1.5, time: 20),
                     Self.scroll(2.5, time: 20 + gap + 1), Self.scroll(3.5, time: 30 + gap),
                     Self.scroll(3.75, time: 40 + gap), Self.scroll(4.75, time: 50 + gap)],
             [nil, nil, precise(0, 0.5), precise(0, 1), notches(0, 1), notches(0, 1), precise(0, 0.25), precise(0, 1)]),
            // Motion the server emulated from wheel buttons is left to the buttons, but moves the base.
            (#line, [Self.classes(), Self.scroll(0), Self.scroll(0.5), Self.scroll(1.5, emulated: true), Self.scroll(1.75)],
             [nil, nil, precise(0, 0.5), nil, precise(0, 0.25)]),
            // Unknown devices and pointer motion without scroll valuators scroll nothing.
            (#line, [Self.scroll(0.5), Self.classes(), Self.scroll(1), .motion(device: Self.touchpad, values: [0: 10, 1: 20],
                                                                              isEmulated: false, time: 1000), Self.scroll(1.5)],
             [nil, nil, nil, nil, precise(0, 0.5)]),
            // Each device keeps its own base.
            (#line, [Self.classes(), Self.classes(Self.mouse), Self.scroll(1), Self.scroll(40, device: Self.mouse),
                     Self.scroll(1.5), Self.scroll(40.5, device: Self.mouse)],
             [nil, nil, nil, nil, precise(0, 0.5), precise(0, 0.5)]),
            // A removed device is forgotten (its id may come back as another device).
            (#line, [Self.classes(), Self.scroll(0), Self.scroll(0.5), .removed(device: Self.touchpad),
                     Self.scroll(1), Self.classes(), Self.scroll(1), Self.scroll(2)],
             [nil, nil, precise(0, 0.5), nil, nil, nil, nil, notches(0, 1)]),
        ]
        for (line, inputs, expected) in cases {
            var converter = Converter()
            let outputs = inputs.map { converter.apply($0) }
            XCTAssertEqual(outputs, expected, line: line)
        }
    }

    func testLegacyWheelButtonsOfValuatorScrollingAreRecognized() {
        let window = Converter.legacyButtonWindow
        let touchpadBurst: [Input] = [Self.classes(), Self.scroll(0.5, time: 900), Self.scroll(1.25, time: 1000)]
        let cases: [(UInt, [Input], UInt32, Bool)] = [
            // X stamps the legacy button with the time of the motion that crossed the notch.
            (#line, touchpadBurst, 1000, true),
            (#line, touchpadBurst + [Self.scroll(1.5, time: 1010), Self.scroll(1.75, time: 1020)], 1000, true),
            // A button read before its motion (the two come on different connections).
            (#line, touchpadBurst, 1000 + window, true),
            (#line, touchpadBurst, 1001 + window, false),
            // Whole notches are delivered from the valuators too.
            (#line, [Self.classes(Self.mouse), Self.scroll(0, device: Self.mouse, time: 990),
                     Self.scroll(1, device: Self.mouse, time: 1000)], 1000, true),
            // A re-base after a precise burst: its button would jump ahead of the fingers.
            (#line, touchpadBurst + [.entered, Self.scroll(7, time: 5000)], 5000, true),
            // A wheel's first motion after entering only re-bases: its button is the notch.
            (#line, [Self.classes(Self.mouse), Self.scroll(0, device: Self.mouse, time: 1000)], 1000, false),
            // Motion the server emulated from buttons: the buttons scroll.
            (#line, [Self.classes(), Self.scroll(0, time: 10), Self.scroll(1, emulated: true, time: 1000)], 1000, false),
            (#line, touchpadBurst + [Self.scroll(2.25, emulated: true, time: 1100)], 1100, false),
            // A mouse without scroll classes, with no scrolling before.
            (#line, [.classes(device: Self.mouse, axes: []), Self.scroll(1, device: Self.mouse, time: 1000)], 1000, false),
            // The server's millisecond clock wraps.
            (#line, [Self.classes(), Self.scroll(0.5, time: .max - 20), Self.scroll(1.25, time: .max - 10)], 20, true),
        ]
        for (line, inputs, buttonTime, expected) in cases {
            var converter = Converter()
            for input in inputs { _ = converter.apply(input) }
            XCTAssertEqual(converter.repeatsValuatorScrolling(buttonAt: buttonTime), expected, line: line)
        }
    }
}
