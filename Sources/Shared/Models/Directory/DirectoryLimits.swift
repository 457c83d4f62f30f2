import Foundation

/// How long the directory may take and how much it may send.
public struct DirectoryLimits: Equatable, Sendable {
    /// The longest silence accepted: before the answer starts, or between two parts of it.
    public var answerSeconds: TimeInterval
    /// The longest the whole request may take.
    public var overallSeconds: TimeInterval
    /// The largest answer read; a larger one is refused as soon as it is known to be larger.
    public var maximumBytes: Int

    public init(answerSeconds: TimeInterval, overallSeconds: TimeInterval, maximumBytes: Int) {
        self.answerSeconds = answerSeconds
        self.overallSeconds = overallSeconds
        self.maximumBytes = maximumBytes
    }

    /// 15 s to answer, 60 s in all, 16 MB (a directory of 80,000 people is about 8 MB).
    public static let standard = DirectoryLimits(answerSeconds: 15, overallSeconds: 60, maximumBytes: 16 << 20)

    /// The limit in the words of the failure alert: "16 MB", or "500 bytes" below a megabyte.
    var maximumSizeText: String { SizeText.of(maximumBytes) }
}
