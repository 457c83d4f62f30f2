import Testing

/// Records which profile counters each test case moves (see `CaseProfileRecorder`), for the suites of
/// a style's tests that check no object for leaks: `.checkingForLeaks` records them too. Every suite
/// of a style's unit tests carries one of the two, which `ArchitectureTests` checks.
public struct CaseProfileTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> CaseProfileTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await CaseProfileRecorder.shared.measure(.unitTest(test)) {
            try await function()
        }
    }
}

extension Trait where Self == CaseProfileTrait {
    /// Records what each test case of the suite runs, for `make compare`.
    public static var profilingEachCase: CaseProfileTrait { CaseProfileTrait() }
}
