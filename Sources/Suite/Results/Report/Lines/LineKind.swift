/// What a physical line of Swift source is, for counting.
package enum LineKind: String, Sendable, Equatable, Codable {
    case code
    case comment
    case blank
}
