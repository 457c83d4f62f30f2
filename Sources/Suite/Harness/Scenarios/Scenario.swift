/// One behaviour of BEHAVIOUR.md, checked through the UI alone: an id ("T03"), a sentence a teacher can read
/// aloud, the world the app starts in, and the steps a user takes, with checks along the way.
///
/// Steps see only an `AppDriver`, never a style's types, so the same scenario runs against every
/// style. A check that fails throws a `ScenarioFailure` carrying the screen.
public struct Scenario: Sendable, CustomStringConvertible {
    public typealias SetUp = @MainActor @Sendable () throws -> ScenarioEnvironment
    public typealias Steps = @MainActor @Sendable (AppDriver) throws -> Void

    public let id: String
    /// The one-line description the report prints.
    public let summary: String
    let setUp: SetUp
    let steps: Steps

    /// A scenario that starts from `world`, empty in-memory stores unless given.
    public init(
        _ id: String, _ summary: String, in world: @autoclosure @escaping SetUp = ScenarioEnvironment(),
        steps: @escaping Steps
    ) {
        self.id = id
        self.summary = summary
        self.setUp = world
        self.steps = steps
    }

    /// The id alone, so that a parameterised test case is named by it.
    public var description: String { id }
}
