/// The progress lines of a `swift build` log, which long builds repeat so they are never silent.
public enum BuildLogSteps {
    /// The log's last line that starts with `[` (`[12/80] Compiling ...`), if any.
    public static func latest(in log: String) -> String? {
        log.split(separator: "\n").last { $0.hasPrefix("[") }.map(String.init)
    }
}
