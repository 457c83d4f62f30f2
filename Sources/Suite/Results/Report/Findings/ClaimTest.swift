/// One figure against two thresholds: on the far side of `confirmAt` the claim is confirmed, on the
/// far side of `refuteAt` refuted, between them partly; within 10% of either threshold it is too
/// close to call. Which side is "far" follows from the thresholds' order: when `confirmAt` is the
/// larger, larger figures confirm.
package struct ClaimTest: Sendable, Equatable, Codable {
    package var value: Double
    package var confirmAt: Double
    package var refuteAt: Double

    package init(value: Double, confirmAt: Double, refuteAt: Double) {
        precondition(confirmAt != refuteAt, "a claim's two thresholds must differ")
        self.value = value
        self.confirmAt = confirmAt
        self.refuteAt = refuteAt
    }

    package var verdict: Claim.Verdict {
        if isTooClose { return .tooClose }
        let largerConfirms = confirmAt > refuteAt
        if largerConfirms ? value >= confirmAt : value <= confirmAt { return .confirmed }
        if largerConfirms ? value <= refuteAt : value >= refuteAt { return .refuted }
        return .partly
    }

    /// Within 10% of a threshold; for a threshold of zero, within 10% of the distance to the other one.
    package var isTooClose: Bool {
        [confirmAt, refuteAt].contains { threshold in
            let margin = threshold == 0 ? abs(confirmAt - refuteAt) / 10 : abs(threshold) / 10
            return abs(value - threshold) <= margin
        }
    }
}

/// What a claim's verdict means for an app like this one, one sentence per verdict a figure can give;
/// a figure on a threshold's line gets the same sentence for every claim.
package struct ClaimMeaning: Sendable {
    package var confirmed: String
    package var partly: String
    package var refuted: String

    package init(confirmed: String, partly: String, refuted: String) {
        self.confirmed = confirmed
        self.partly = partly
        self.refuted = refuted
    }

    package func sentence(for verdict: Claim.Verdict) -> String {
        switch verdict {
        case .confirmed: confirmed
        case .partly: partly
        case .refuted: refuted
        case .tooClose: "On the rule's line: an app of this size cannot tell."
        case .notMeasurable: "No verdict."
        }
    }
}
