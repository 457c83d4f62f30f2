import Testing

/// Records which profile counters each test case moves (see `CaseProfileRecorder`), so the report can
/// tell which tests reach which code. Every suite of a style's unit tests carries it beside its leak
/// check, which `ArchitectureTests` checks; it does nothing unless `make compare` or `make mutate` asks
/// for profiles. A team copying a style's tests drops `.profilingEachCase` and loses nothing else.
package struct CaseProfileTrait: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func scopeProvider(for test: Test, testCase: Test.Case?) -> CaseProfileTrait? {
        testCase == nil ? nil : self
    }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await CaseProfileRecorder.shared.measure(.unitTest(test)) {
            try await function()
        }
    }
}

extension Trait where Self == CaseProfileTrait {
    /// Records what each test case of the suite runs, for `make compare`.
    package static var profilingEachCase: CaseProfileTrait { CaseProfileTrait() }
}
