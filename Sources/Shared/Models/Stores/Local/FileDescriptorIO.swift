import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and writes on an open descriptor, retrying short transfers and interruptions.
enum FileDescriptorIO {
    /// Everything up to the end of the file, or nil as soon as it holds more than `limit` bytes.
    static func readAll(_ descriptor: Int32, upTo limit: Int) throws -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError.current
            }
            guard data.count + count <= limit else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError.current
                }
                offset += count
            }
        }
    }
}
