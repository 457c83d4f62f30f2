import Catalogue
import Foundation
import Results
import TestAids
import Testing

@testable import Measure

/// The report built from the committed Reports/comparison.json, as a class reads it.
@Suite("ReportDocument on the committed report")
struct CommittedReportTests {
    private static let root = PackageRoot.containing()

    private func rendered() throws -> (markdown: String, json: ComparisonReport) {
        let committed = try JSONDecoder().decode(
            ComparisonReport.self, from: Data(contentsOf: Self.root.appendingPathComponent("Reports/comparison.json")))
        let files = try ReportWriter.render(committed, environment: ReportFixtures.environment)
        let markdown = String(decoding: try #require(files.first { $0.0 == "comparison.md" }?.1), as: UTF8.self)
        let json = try JSONDecoder().decode(
            ComparisonReport.self, from: try #require(files.first { $0.0 == "comparison.json" }?.1))
        return (markdown, json)
    }

    /// The lines of `markdown` from the anchor `from` up to the anchor `to`.
    private func lines(of markdown: String, from: String, to: String) throws -> [Substring] {
        let all = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(all.firstIndex(of: Substring("<a id=\"\(from)\"></a>")))
        let end = try #require(all.firstIndex(of: Substring("<a id=\"\(to)\"></a>")))
        return Array(all[start..<end])
    }

    @Test("the part before the appendix is at most 3,000 words, tables and captions included: one class session")
    func partBeforeTheAppendixFitsOneSession() throws {
        let markdown = try rendered().markdown
        let appendix = try #require(markdown.range(of: "<a id=\"appendix\"></a>"))

        let words = markdown[..<appendix.lowerBound].split(whereSeparator: \.isWhitespace).count

        #expect(words <= 3_000)
    }

    @Test("no Markdown line outside a table is longer than 400 characters")
    func linesStayShort() throws {
        let long = try rendered().markdown.split(separator: "\n").filter { !$0.hasPrefix("|") && $0.count > 400 }

        #expect(long.map { String($0.prefix(60)) } == [])
    }

    @Test("the glossary spells out every style's name")
    func glossaryExpandsEveryStyle() throws {
        let (markdown, json) = try rendered()
        let glossary = prose(try lines(of: markdown, from: "terms", to: "verdict-rules").joined(separator: "\n"))

        #expect(
            json.styles.map(\.name) == [
                "MVC", "MVVM", "VIPER", "MVP", "MVVMC", "TEA", "VIP", "MV", "MVVMSwiftUI", "TCA",
            ])
        for expansion in [
            "MVC = Model-View-Controller", "MVVM = Model-View-ViewModel",
            "VIPER = View-Interactor-Presenter-Entity-Router", "MVP = Model-View-Presenter",
            "MVVMC = Model-View-ViewModel with Coordinators", "TEA = The Elm Architecture",
            "VIP = Clean Swift's View-Interactor-Presenter",
            "MV = Model-View, with observable models and no view models",
            "MVVMSwiftUI = Model-View-ViewModel, with observable view models",
            "TCA = A reducer store in the manner of The Composable Architecture (state, action, reducer)",
        ] {
            #expect(glossary.contains(expansion), "\(expansion)")
        }
        #expect(!glossary.contains("not in the catalogue"))
    }

    @Test("the glossary defines the terms the report uses")
    func glossaryDefinesTheTerms() throws {
        let glossary = prose(
            try lines(of: try rendered().markdown, from: "terms", to: "verdict-rules").joined(separator: "\n"))

        for term in [
            "**Composition**", "**ModelController**", "**Executable lines**", "**UI-bound / UI-free**",
            "**Testable with no view**", "**Schemata**", "**Census**", "**not reached**", "**Underflowed counts**",
            "**Equivalent mutant**", "**survivor**", "**Scenario**", "**Random sequence**", "**Change request**",
            "**Functions per tap**", "**View (cells only)**", "**Bare operation**", "**Rank correlation**",
        ] {
            #expect(glossary.contains(term), "\(term)")
        }
    }

    @Test("every term the glossary defines is first used after a link to the glossary, or in it")
    func termsAreLinkedBeforeUse() throws {
        let markdown = try rendered().markdown
        // The contents line only names sections; the text starts after it.
        let contents = try #require(markdown.range(of: "**Contents:**"))
        let text = prose(
            String(markdown[try #require(markdown[contents.upperBound...].range(of: "\n\n")).upperBound...]))
        let link = try #require(text.range(of: "](#terms)"))
        let glossary = prose(try lines(of: markdown, from: "terms", to: "verdict-rules").joined(separator: "\n"))
        let terms = glossary.components(separatedBy: "**").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)

        #expect(terms.count >= 20)
        for term in terms {
            let first = try #require(text.range(of: term), "\(term)")
            #expect(first.lowerBound > link.lowerBound, "\(term) is used before the glossary is linked")
        }
    }

    @Test("every number in the Findings is one comparison.json stores, or the ratio of two it stores")
    func findingsNumbersAreStored() throws {
        let (markdown, json) = try rendered()
        let findings = prose(try lines(of: markdown, from: "findings", to: "mvc").joined(separator: "\n"))
        let stored = try #require(json.findings)
        var allowed: Set<String> = []
        for style in stored {
            allowed.formUnion(["\(style.code)", "\(style.files)", "\(style.testCode)"])
            for share in [style.uiFreeShare, style.viewFreeShare, style.unitKillShare, style.viewFreeUnitKillShare]
                .compactMap({ $0 })
            {
                allowed.insert("\(Int(share.rounded()))")
            }
            for mean in [style.filesPerChange, style.functionsPerTap].compactMap({ $0 }) {
                allowed.insert(Format.oneDecimal(mean))
            }
            if let count = style.killedOnlyByScenarios { allowed.insert("\(count)") }
            if let base = stored.first {
                for (mine, theirs) in [
                    (style.code, base.code), (style.files, base.files), (style.testCode, base.testCode),
                ]
                where theirs > 0 {
                    allowed.insert(Format.oneDecimal(Double(mine) / Double(theirs)))
                }
            }
        }
        // A style set beside its counterpart in the other UI framework is compared with it instead.
        for (style, counterpart) in FindingsSection.pairs(
            in: stored, counterparts: FindingsSection.catalogueCounterparts)
        {
            for (mine, theirs) in [(style.code, counterpart.code), (style.files, counterpart.files)] where theirs > 0 {
                allowed.insert(Format.oneDecimal(Double(mine) / Double(theirs)))
            }
        }

        let numbers = Self.numbers(in: findings)
        #expect(!numbers.isEmpty)
        #expect(numbers.filter { !allowed.contains($0) } == [])
    }

    @Test("every verdict shows the number of its deciding figure as comparison.json stores it")
    func verdictNumbersAreStored() throws {
        let (markdown, json) = try rendered()
        let table = try lines(of: markdown, from: "verdicts", to: "verdicts-rules").filter { $0.hasPrefix("| ") }
        let predictions = try #require(json.claims).filter { $0.kind == .prediction && $0.verdict != .notMeasurable }

        // The header and its alignment row, then one row per prediction with a verdict.
        #expect(table.count == predictions.count + 2)
        for claim in predictions {
            let row = try #require(
                table.first { $0.hasPrefix("| \(claim.claim.replacingOccurrences(of: "|", with: "\\|")) |") })
            let deciding = String(row.split(separator: "|")[3])
            #expect(Self.numbers(in: deciding) == Self.numbers(in: claim.deciding), "\(claim.claim)")
            #expect(row.contains("**\(claim.verdict.rawValue)**"))
        }
    }

    @Test("every claim has a source and a rule, and a figure within 10% of a threshold is too close to call")
    func verdictsFollowTheirRules() throws {
        let claims = try #require(try rendered().json.claims)

        #expect(!claims.isEmpty)
        for claim in claims {
            #expect(!claim.source.isEmpty && !claim.rule.isEmpty, "\(claim.claim)")
            guard let test = claim.test else {
                #expect(claim.verdict == .notMeasurable || claim.kind == .rule, "\(claim.claim)")
                continue
            }
            // 10% of the threshold, or of the distance between the two for a threshold of zero.
            let near = [test.confirmAt, test.refuteAt].contains { threshold in
                let margin = threshold == 0 ? abs(test.confirmAt - test.refuteAt) / 10 : abs(threshold) / 10
                return abs(test.value - threshold) <= margin
            }
            #expect(near == (claim.verdict == .tooClose), "\(claim.claim): \(test.value)")
        }
    }

    @Test("every handout's figures are comparison.json's: its table the glance row, its verdicts the claims'")
    func handoutFiguresAreStored() throws {
        let json = try rendered().json
        let glance = try #require(json.glance)
        let claims = try #require(json.claims)
        let files = try ReportWriter.render(json, environment: ReportFixtures.environment)

        for row in glance {
            let handout = prose(
                String(decoding: try #require(files.first { $0.0 == "handouts/\(row.style).md" }?.1), as: UTF8.self))
            let baseline = try #require(glance.first { $0.style == row.baseline })
            for (index, (measure, base)) in zip(row.measures, baseline.measures).enumerated() {
                // The figures as stored, written as the page writes them.
                let format = GlanceTable.measures[index].format
                // The baseline's own page gives its figures alone.
                let ratio = measure.ratio.map { Format.twoDecimals($0) + "x" } ?? ""
                let against = row.style == row.baseline ? "" : " \(base.value.map(format) ?? "n/a") | \(ratio) |"
                let expected = "| \(measure.name) | \(measure.value.map(format) ?? "n/a") |" + against
                #expect(handout.contains(expected), "\(row.style): \(measure.name)")
            }
            for claim in claims where HandoutDocument.names(claim.claim, row.style) && claim.verdict != .notMeasurable {
                #expect(
                    handout.contains("\(claim.claim): **\(claim.verdict.rawValue)** (\(claim.deciding))"),
                    "\(row.style): \(claim.claim)")
            }
        }
    }

    @Test("every function a guide's trace of \"Done\" names ran when measured, and its steps name the layers that ran")
    func guideTracesMatchTheMeasuredTap() throws {
        let json = try rendered().json
        let guides = try #require(json.guides)
        let styles = try #require(json.architecture?.styles)

        #expect(guides.count == json.styles.count)
        for guide in guides {
            let types = Set(try #require(json.styles.first { $0.name == guide.style }).types.map(\.name))
            let tap = try #require(styles.first { $0.name == guide.style }?.keyActions?.first { $0.id == "mark-done" })
            // "TodoListViewModel.swipeActionTapped(_:itemID:)" ran: "TodoListViewModel.swipeActionTapped".
            let ran = Set((tap.byLayer ?? []).flatMap(\.functions).map { String($0.prefix { $0 != "(" }) })
            let named = guide.steps.flatMap {
                $0.text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
            }
            .map { String($0.element.prefix { $0 != "(" }) }
            .filter { name in
                let parts = name.split(separator: ".")
                return parts.count == 2 && types.contains(String(parts[0])) && parts[1].first?.isLowercase == true
            }
            #expect(!named.isEmpty, "\(guide.style)")
            #expect(named.filter { !ran.contains($0) } == [], "\(guide.style)")
            let layersRan = Set((tap.byLayer ?? []).map(\.layer)).subtracting([LayerName.composition.rawValue])
            #expect(Set(guide.steps.compactMap(\.layer)) == layersRan, "\(guide.style)")
        }
    }

    /// The numbers written in `text` ("1.6", "595", "10000"), in order, commas of thousands removed.
    private static func numbers(in text: String) -> [String] {
        var numbers: [String] = []
        var current = ""
        for character in text.replacingOccurrences(of: ",000", with: "000") {
            if character.isNumber || (character == "." && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                numbers.append(current.hasSuffix(".") ? String(current.dropLast()) : current)
                current = ""
            }
        }
        if !current.isEmpty { numbers.append(current) }
        return numbers
    }
}
