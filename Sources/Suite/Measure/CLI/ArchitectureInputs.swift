import Catalogue
import Foundation
import Results

/// Measures "What the architecture buys"; supplied by the Architecture module, which builds on this one.
package typealias ArchitectureSource = @Sendable (ArchitectureInputs) async throws -> ArchitectureReport

/// What the architecture measures read: the lexed sources and, when the tests recorded them, the
/// profiles of each measured case.
package struct ArchitectureInputs: Sendable {
    package let packageRoot: URL
    package let inventory: SourceInventory
    package let table: LayerTable
    /// Nil when the run recorded no case profiles.
    package let caseProfiles: CaseProfileRun?

    package init(packageRoot: URL, inventory: SourceInventory, table: LayerTable, caseProfiles: CaseProfileRun?) {
        self.packageRoot = packageRoot
        self.inventory = inventory
        self.table = table
        self.caseProfiles = caseProfiles
    }
}

/// Where a test run recorded its case profiles (`CASE_PROFILE_DIR`), the instrumented binary they
/// come from, and the tools and scratch folder to turn them into coverage.
package struct CaseProfileRun: Sendable {
    package let directory: URL
    package let binary: URL
    package let tools: LLVMTools
    package let workDirectory: URL
    /// Any indexed profile of the same binary, from which llvm-cov lists its functions; nil to have
    /// one written with no counts.
    package let profile: URL?

    package init(directory: URL, binary: URL, tools: LLVMTools, workDirectory: URL, profile: URL? = nil) {
        self.directory = directory
        self.binary = binary
        self.tools = tools
        self.workDirectory = workDirectory
        self.profile = profile
    }
}
