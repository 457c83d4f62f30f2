import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain sentences for the ways a request fails, instead of the system's text ("The operation
/// could not be completed. (NSURLErrorDomain error -1001.)") or libcurl's ("Couldn't connect to
/// server").
enum DirectoryTransportReason {
    /// `afterAnswerBegan`: the directory had sent its response, so a failure with no more specific
    /// sentence cut its answer short. That is how Linux reports a body shorter than its announced
    /// length (libcurl's partial transfer becomes `URLError.unknown`), where Apple's platforms say
    /// `networkConnectionLost`.
    static func sentence(for error: any Error, afterAnswerBegan: Bool = false) -> String {
        let unexplained = afterAnswerBegan ? cutShort : "The directory could not be reached."
        guard let code = (error as? URLError)?.code else { return unexplained }
        switch code {
        case .timedOut:
            return "The directory did not answer in time."
        case .cannotConnectToHost:
            return "The directory refused the connection."
        case .networkConnectionLost:
            return cutShort
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            return "This device is offline."
        case .cannotFindHost, .dnsLookupFailed:
            return "The directory's address could not be found."
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "A secure connection to the directory could not be made."
        default:
            return unexplained
        }
    }

    private static let cutShort = "The directory's answer was cut short."
}
