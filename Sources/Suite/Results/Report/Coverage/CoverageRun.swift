/// How one test kind's coverage was obtained, so a reader can reproduce it.
package struct CoverageRun: Sendable, Equatable, Codable {
    /// The test targets the run selected.
    package var targets: [String]
    /// The `--filter` regular expression given to the Swift Testing run (empty for `all`, a merge).
    package var filter: String
    /// The merged profile, relative to the package root.
    package var profile: String
    /// The test binary the profile belongs to, relative to the package root.
    package var binary: String
    /// How many region counts of 2^63 or more (a counter underflow) were taken as "not executed",
    /// over the files of the package.
    package var underflowedCounts: Int
    /// The same, per file relative to the package root; files with none are left out.
    package var underflowedFiles: [String: Int]

    package init(
        targets: [String], filter: String, profile: String, binary: String, underflowedFiles: [String: Int] = [:]
    ) {
        self.targets = targets
        self.filter = filter
        self.profile = profile
        self.binary = binary
        self.underflowedFiles = underflowedFiles
        underflowedCounts = underflowedFiles.values.reduce(0, +)
    }

    /// Reads results saved before the underflow counts existed as having none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        targets = try container.decode([String].self, forKey: .targets)
        filter = try container.decode(String.self, forKey: .filter)
        profile = try container.decode(String.self, forKey: .profile)
        binary = try container.decode(String.self, forKey: .binary)
        underflowedCounts = try container.decodeIfPresent(Int.self, forKey: .underflowedCounts) ?? 0
        underflowedFiles = try container.decodeIfPresent([String: Int].self, forKey: .underflowedFiles) ?? [:]
    }
}
