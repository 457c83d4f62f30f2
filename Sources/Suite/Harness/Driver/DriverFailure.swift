/// Why a driver step could not be done, with the screen as it was, so a failure explains itself.
public struct DriverFailure: Error, CustomStringConvertible {
    public let message: String
    public let screen: String

    public var description: String {
        "\(message)\n--- screen ---\n\(screen)\n--------------"
    }
}
