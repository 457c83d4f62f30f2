/// Runs one key action against one style, twice, each time on a new app from the same world: the
/// first run warms up what is built once per process (static values made on first use), the second
/// is done inside `measuringAction`, so the measure is the same whatever ran before. Each run
/// prepares, acts, checks the result and tears the app down.
@MainActor
public enum KeyActionRunner {
    /// A sentence saying what went wrong, or nil when the action did what BEHAVIOUR.md says both times.
    public static func run(
        _ action: KeyAction, on style: Style, measuringAction: (() throws -> Void) throws -> Void = { try $0() }
    ) -> String? {
        once(action, on: style) { try $0() } ?? once(action, on: style, measuringAction: measuringAction)
    }

    private static func once(
        _ action: KeyAction, on style: Style, measuringAction: (() throws -> Void) throws -> Void
    ) -> String? {
        let driver = AppDriver(style: style, environment: action.world())
        driver.launch()
        defer { driver.tearDown() }
        do {
            try action.prepare(driver)
            try measuringAction { try action.act(driver) }
            try action.check(driver)
            return nil
        } catch {
            return "Key action \(action.id) failed for style \(style.name): \(error)"
        }
    }
}
