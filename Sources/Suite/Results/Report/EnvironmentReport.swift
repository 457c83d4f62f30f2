/// Figures that change from one machine or run to the next: environment.json, which git ignores, so
/// that two runs on the same commit leave the tracked report unchanged.
package struct EnvironmentReport: Sendable, Equatable, Codable {
    package var generatedAt: String
    package var toolchain: String
    package var platform: String
    package var processorCount: Int
    package var llvmCov: String
    package var llvmProfdata: String
    package var timings: [StepTiming]

    package init(
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
package struct StepTiming: Sendable, Equatable, Codable {
    package var step: String
    package var seconds: Double

    package init(step: String, seconds: Double) {
        self.step = step
        self.seconds = seconds
    }
}
