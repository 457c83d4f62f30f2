/// A piece of the rendered report. The Markdown and HTML writers render the same blocks, so the
/// two documents always say the same thing.
enum ReportBlock: Sendable, Equatable {
    case heading(level: Int, text: String, anchor: String)
    /// Text where `code` spans are marked with backticks.
    case paragraph(String)
    case list([String])
    /// Numbered steps, in order.
    case steps([String])
    case table(TextTable)
    /// Collapsed content (a `<details>` element in both formats).
    case details(summary: String, blocks: [ReportBlock])
    /// An SVG chart with a caption saying how to read it; Markdown shows the caption and the chart's
    /// text alternative instead.
    case chart(svg: String, alternative: String, caption: String = "")
    /// Several small charts side by side (one per style), read as one picture; Markdown shows the
    /// caption and the alternative, which says where the same facts are written out.
    case chartGrid(charts: [GridChart], alternative: String, caption: String)
    /// Links to the headings of the page, on one line.
    case contents([ContentsEntry])
}

/// One chart of a grid, with the name it is shown under.
struct GridChart: Sendable, Equatable {
    var title: String
    var svg: String
}

/// One link of the table of contents: a heading's text and its anchor.
struct ContentsEntry: Sendable, Equatable {
    var text: String
    var anchor: String
}

/// A table of text cells; numeric columns are right-aligned.
struct TextTable: Sendable, Equatable {
    /// How the HTML page lays the rows out on a narrow screen.
    enum Layout: Sendable, Equatable {
        /// A table that scrolls sideways in its own box.
        case grid
        /// Each row becomes a card of labelled cells, so that every column stays on screen.
        case cards
        /// A grid whose ratio cells ("1.64x") are shaded by how far they are from 1x, the words kept.
        case shaded
    }

    var headers: [String]
    var rows: [[String]]
    var numericColumns: Set<Int>
    var layout: Layout

    init(headers: [String], rows: [[String]], numericColumns: Set<Int> = [], layout: Layout = .grid) {
        self.headers = headers
        self.rows = rows
        self.numericColumns = numericColumns
        self.layout = layout
    }
}
