/// The options most scenes share (QA-INTERFACE.md), declared once; each scene lists the ones it has,
/// with its own default. The physics options are `PhysicsOptions`'.
enum CommonOptions {
    static let bounces = OptionKey.boolean("bounces", default: true, help: "rubber band and bounce at the edges")

    static func rows(default value: Int) -> OptionKey<Int> {
        OptionKey.integer("rows", default: value, range: 0...10_000_000, help: "number of rows in the list")
    }

    static func language(default value: String) -> OptionKey<String> {
        OptionKey.word("language", default: value, words: ["en", "zh"], help: "language of the texts")
    }
}
