/// A user action whose path through a style's code the report traces: the world the app starts in,
/// what brings the app to the screen, the action itself (from its first touch to its result on
/// screen, the only part that is measured), and a check that it did what BEHAVIOUR.md says.
public struct KeyAction: Sendable, CustomStringConvertible {
    public typealias Steps = @MainActor @Sendable (AppDriver) throws -> Void

    /// A short stable id (`mark-done`), used in the report and its JSON.
    public let id: String
    /// What the user does, as the report's table says it.
    public let title: String
    let world: @MainActor @Sendable () -> ScenarioEnvironment
    let prepare: Steps
    let act: Steps
    let check: Steps

    init(
        _ id: String, _ title: String, in world: @autoclosure @escaping @MainActor @Sendable () -> ScenarioEnvironment,
        prepare: @escaping Steps = { _ in }, act: @escaping Steps, check: @escaping Steps
    ) {
        self.id = id
        self.title = title
        self.world = world
        self.prepare = prepare
        self.act = act
        self.check = check
    }

    /// The id alone, so that a parameterised test case is named by it.
    public var description: String { id }
}
