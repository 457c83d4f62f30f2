/// A store's file holds more bytes than a store may read. Found from the file's size before it is
/// read, or as soon as a read passes the limit, so that a huge file is never read whole.
public struct FileTooLargeError: Error, Equatable, Sendable {
    public let maximumBytes: Int

    public init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }
}
