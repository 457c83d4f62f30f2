/// How one test kind's coverage was obtained, so a reader can reproduce it.
public struct CoverageRun: Sendable, Equatable, Codable {
    /// The test targets the run selected.
    public var targets: [String]
    /// The `--filter` regular expression given to the Swift Testing run (empty for `all`, a merge).
    public var filter: String
    /// The merged profile, relative to the package root.
    public var profile: String
    /// The test binary the profile belongs to, relative to the package root.
    public var binary: String

    public init(targets: [String], filter: String, profile: String, binary: String) {
        self.targets = targets
        self.filter = filter
        self.profile = profile
        self.binary = binary
    }
}
