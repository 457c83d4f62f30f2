/// A pipe, a socket or a device where a store's file should be. The store never opens it (opening a
/// pipe waits for a writer, opening a device can act on it), never moves it and never replaces it.
struct SpecialFileError: Error, Equatable {
    enum Kind: Equatable {
        case pipe
        case socket
        case device
        case other
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }
}
