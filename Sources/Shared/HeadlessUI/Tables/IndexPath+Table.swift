import Foundation

// The rows-and-sections view of an index path that UIKit adds to Foundation's IndexPath.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
