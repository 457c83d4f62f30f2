/// Figures that change from one machine or run to the next: environment.json, which git ignores, so
/// that two runs on the same commit leave the tracked report unchanged.
public struct EnvironmentReport: Sendable, Equatable, Codable {
    public var generatedAt: String
    public var toolchain: String
    public var platform: String
    public var processorCount: Int
    public var llvmCov: String
    public var llvmProfdata: String
    public var timings: [StepTiming]

    public init(
        generatedAt: String, toolchain: String, platform: String, processorCount: Int,
        llvmCov: String, llvmProfdata: String, timings: [StepTiming]
    ) {
        self.generatedAt = generatedAt
        self.toolchain = toolchain
        self.platform = platform
        self.processorCount = processorCount
        self.llvmCov = llvmCov
        self.llvmProfdata = llvmProfdata
        self.timings = timings
    }
}

/// How long one step of `make compare` took.
public struct StepTiming: Sendable, Equatable, Codable {
    public var step: String
    public var seconds: Double

    public init(step: String, seconds: Double) {
        self.step = step
        self.seconds = seconds
    }
}
