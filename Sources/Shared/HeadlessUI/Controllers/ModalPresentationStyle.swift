/// How a presented screen covers the one below, like UIModalPresentationStyle. The sheet styles can
/// be swiped down; a full-screen presentation cannot.
public enum ModalPresentationStyle: Sendable {
    case automatic
    case pageSheet
    case formSheet
    case fullScreen

    var isSheet: Bool { self != .fullScreen }
}
