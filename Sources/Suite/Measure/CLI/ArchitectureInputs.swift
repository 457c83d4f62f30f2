import Catalogue
import Foundation

/// What the architecture measures read: the lexed sources and, when the tests recorded them, the
/// profiles of each measured case.
public struct ArchitectureInputs: Sendable {
    public let packageRoot: URL
    public let inventory: SourceInventory
    public let table: LayerTable
    /// Nil when the run recorded no case profiles.
    public let caseProfiles: CaseProfileRun?

    public init(packageRoot: URL, inventory: SourceInventory, table: LayerTable, caseProfiles: CaseProfileRun?) {
        self.packageRoot = packageRoot
        self.inventory = inventory
        self.table = table
        self.caseProfiles = caseProfiles
    }
}

/// Where a test run recorded its case profiles (`CASE_PROFILE_DIR`), the instrumented binary they
/// come from, and the tools and scratch folder to turn them into coverage.
public struct CaseProfileRun: Sendable {
    public let directory: URL
    public let binary: URL
    public let tools: LLVMTools
    public let workDirectory: URL
    /// Any indexed profile of the same binary, from which llvm-cov lists its functions; nil to have
    /// one written with no counts.
    public let profile: URL?

    public init(directory: URL, binary: URL, tools: LLVMTools, workDirectory: URL, profile: URL? = nil) {
        self.directory = directory
        self.binary = binary
        self.tools = tools
        self.workDirectory = workDirectory
        self.profile = profile
    }
}
