import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain sentences for the ways a request fails, instead of the system's text ("The operation
/// could not be completed. (NSURLErrorDomain error -1001.)") or libcurl's ("Couldn't connect to
/// server").
enum DirectoryTransportReason {
    static func sentence(for error: any Error) -> String {
        guard let code = (error as? URLError)?.code else { return "The directory could not be reached." }
        switch code {
        case .timedOut:
            return "The directory did not answer in time."
        case .cannotConnectToHost:
            return "The directory refused the connection."
        case .networkConnectionLost:
            return "The connection to the directory was lost before its answer was complete."
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            return "This device is offline."
        case .cannotFindHost, .dnsLookupFailed:
            return "The directory's address could not be found."
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "A secure connection to the directory could not be made."
        default:
            return "The directory could not be reached."
        }
    }
}
