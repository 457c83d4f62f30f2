import Foundation
import Harness
import TestAids
import Testing

/// BEHAVIOUR.md against the scenario catalogue: the page describes every scenario, and cites none
/// that does not exist, so that neither can change without the other.
@Suite("The scenario catalogue in BEHAVIOUR.md")
struct BehaviourDocumentTests {
    private static let root = PackageRoot.containing()

    /// Every scenario id: the catalogue's, and the random sequences'.
    private static let catalogue = Set(Scenario.all.map(\.id) + [RandomSequenceScenario.id])

    /// The ids a text writes out ("T03"), ranges' ends included.
    static func writtenIDs(in text: String) -> Set<String> {
        Set(words(of: text).filter(isID))
    }

    /// The ids a text covers: those it writes, and every id of a range it writes ("T10 to T20").
    static func coveredIDs(in text: String) -> Set<String> {
        let words = words(of: text)
        var ids = Set(words.filter(isID))
        for index in words.indices.dropLast(2)
        where isID(words[index]) && words[index + 1] == "to" && isID(words[index + 2])
            && words[index].first == words[index + 2].first
        {
            let letter = words[index].prefix(1)
            guard let from = Int(words[index].dropFirst()), let to = Int(words[index + 2].dropFirst()), from <= to
            else { continue }
            for number in from...to {
                ids.insert(letter + (number < 10 ? "0" : "") + String(number))
            }
        }
        return ids
    }

    private static func words(of text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// An upper-case letter and two digits, as the catalogue writes its ids.
    private static func isID(_ word: String) -> Bool {
        word.count == 3 && word.first?.isUppercase == true && word.first?.isASCII == true
            && word.dropFirst().allSatisfy(\.isASCII) && word.dropFirst().allSatisfy(\.isNumber)
    }

    private static func behaviour() throws -> String {
        try String(contentsOf: root.appendingPathComponent("BEHAVIOUR.md"), encoding: .utf8)
    }

    @Test("ids are read as written, and a range covers every id between its ends")
    func readsIDs() {
        let text = "the counter (T01, T04); the order (T10 to T20); C2 and T100 are not ids"

        #expect(Self.writtenIDs(in: text) == ["T01", "T04", "T10", "T20"])
        #expect(Self.coveredIDs(in: text).count == 13)
        #expect(Self.coveredIDs(in: text).contains("T15"))
    }

    @Test("every scenario of the catalogue is described in BEHAVIOUR.md")
    func everyScenarioDescribed() throws {
        let covered = Self.coveredIDs(in: try Self.behaviour())

        #expect(Self.catalogue.subtracting(covered).sorted() == [])
    }

    @Test("every scenario id BEHAVIOUR.md cites is one of the catalogue's")
    func everyCitedIDExists() throws {
        let written = Self.writtenIDs(in: try Self.behaviour())

        #expect(written.subtracting(Self.catalogue).sorted() == [])
    }
}
