/// Plays one sequence of operations on a fresh app of one style and on the reference model, and
/// compares what they show after every step.
@MainActor
enum SequenceReplay {
    /// The first divergence, or nil when the style matched the model all the way and, when
    /// `checkingLifetimes`, released everything at teardown. Operations the model finds impossible at
    /// their turn are skipped for both, which lets the shrinker drop operations freely.
    ///
    /// The platform's problems (refused presentations, inconsistent table updates) are kept by the
    /// platform until the end, so a first replay looks for them only once, after the last step; only
    /// a sequence that diverges is replayed with them checked after every step, to find where.
    static func firstDivergence(of operations: [UserOperation], on style: Style, checkingLifetimes: Bool = true)
        -> SequenceDivergence?
    {
        let app = { AppDriver(style: style, environment: ScenarioEnvironment(), watchingLifetimes: checkingLifetimes) }
        guard replay(operations, on: app(), checkingPlatformEveryStep: false) != nil else { return nil }
        return replay(operations, on: app(), checkingPlatformEveryStep: true)
    }

    private static func replay(_ operations: [UserOperation], on app: AppDriver, checkingPlatformEveryStep: Bool)
        -> SequenceDivergence?
    {
        var model = ReferenceModel()
        var done: [UserOperation] = []
        app.launch()
        defer { app.tearDown() }
        if let divergence = compare(app, model, after: done, checkingPlatform: checkingPlatformEveryStep) {
            return divergence
        }
        for operation in operations where model.apply(operation) {
            done.append(operation)
            do {
                try app.perform(operation)
            } catch {
                return SequenceDivergence(
                    operations: done, expected: model.visibleState.description, seen: "the step failed: \(error)",
                    screen: app.screen)
            }
            if let divergence = compare(app, model, after: done, checkingPlatform: checkingPlatformEveryStep) {
                return divergence
            }
        }
        if let divergence = compare(app, model, after: done, checkingPlatform: true) { return divergence }
        app.tearDown()
        let survivors = app.survivors
        guard survivors.isEmpty else {
            return SequenceDivergence(
                operations: done, expected: "nothing alive after teardown",
                seen: "alive: \(survivors.joined(separator: ", "))", screen: app.screen)
        }
        return nil
    }

    /// The operations of `operations` that the model applies, in order.
    static func applicable(_ operations: [UserOperation]) -> [UserOperation] {
        var model = ReferenceModel()
        return operations.filter { model.apply($0) }
    }

    private static func compare(
        _ app: AppDriver, _ model: ReferenceModel, after done: [UserOperation], checkingPlatform: Bool
    ) -> SequenceDivergence? {
        let expected = model.visibleState
        let problems = checkingPlatform ? app.platformProblemsAnywhere : []
        do {
            let seen = try VisibleState.read(from: app)
            guard seen != expected || !problems.isEmpty else { return nil }
            let platform = problems.isEmpty ? "" : "\n  platform problems: \(problems.joined(separator: "; "))"
            return SequenceDivergence(
                operations: done, expected: expected.description, seen: seen.description + platform, screen: app.screen)
        } catch {
            return SequenceDivergence(
                operations: done, expected: expected.description, seen: "could not read the screen: \(error)",
                screen: app.screen)
        }
    }
}
