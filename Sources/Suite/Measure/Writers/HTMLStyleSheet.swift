/// The page's inline CSS. The page is read on phones too: tables scroll sideways in their own box with
/// their first (key) column held in place and wrapped to a width that leaves room for the figures
/// (the verdicts become cards), and charts, drawn at their natural size on a wide screen, scale down
/// whole on a narrow one.
enum HTMLStyleSheet {
    static let css = """
        body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #fff; margin: 0; }
        main { max-width: 1320px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 28px; margin: 0 0 8px; }
        h2 { font-size: 21px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #d0d7de; }
        h3 { font-size: 17px; margin: 20px 0 6px; }
        code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
        .table { overflow-x: auto; max-width: 100%; margin: 8px 0 16px; border: 1px solid #d0d7de; border-radius: 6px; }
        table { border-collapse: separate; border-spacing: 0; font-size: 14px; }
        th, td { border-right: 1px solid #d0d7de; border-bottom: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; background: #fff; }
        td.number { white-space: nowrap; }
        th:first-child, td:first-child { position: sticky; left: 0; z-index: 1; min-width: 6em; max-width: 18em; white-space: normal; }
        th { background: #f6f8fa; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        td.pass { color: #116329; }
        td.fail { color: #fff; background: #cf222e; font-weight: 600; }
        td.known { background: #fff8c5; }
        td.verdict strong { display: inline-block; padding: 1px 8px; border-radius: 10px; white-space: nowrap; }
        td.confirmed strong { background: #dafbe1; color: #116329; }
        td.partly strong { background: #fff8c5; color: #7d4e00; }
        td.refuted strong { background: #ffebe9; color: #a40e26; }
        td.close strong { background: #ddf4ff; color: #0550ae; }
        td.unmeasured strong { background: #eaeef2; color: #424a53; }
        figure { margin: 8px 0 24px; }
        .chart { overflow-x: auto; max-width: 100%; }
        .chart svg { display: block; max-width: 100%; height: auto; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(560px, 100%), 1fr)); gap: 16px; }
        .grid .cell { border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
        .grid .name { font-weight: 600; margin-bottom: 4px; }
        .grid svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
        figcaption { font-size: 14px; color: #59636e; margin-top: 4px; max-width: 72ch; }
        details { margin: 8px 0 16px; }
        summary { cursor: pointer; color: #0969da; }
        ol li { margin: 2px 0; }
        @page { size: A4; margin: 12mm; }
        @media print { body { font-size: 8pt; line-height: 1.3; } main { max-width: none; padding: 0; } h1 { font-size: 13pt; margin: 0 0 4px; } h2 { font-size: 10pt; margin: 8px 0 2px; padding-bottom: 1px; } p, ul, ol { margin: 2px 0; } .chart svg { max-width: 100%; max-height: 36mm; width: auto; height: auto; } figure { margin: 2px 0; } figcaption { display: none; } table { font-size: 8pt; } th, td { padding: 1px 6px; } .table { margin: 2px 0; } code { font-size: 7.5pt; padding: 0 2px; } }
        @media (max-width: 600px) { main { padding: 12px; } h1 { font-size: 22px; } table { font-size: 13px; } th:first-child, td:first-child { max-width: 9em; }
          .cards { border: none; overflow: visible; } .cards table, .cards tbody, .cards tr, .cards td { display: block; max-width: none; }
          .cards thead { display: none; } .cards tr { border: 1px solid #d0d7de; border-radius: 6px; margin: 0 0 10px; }
          .cards td { position: static; border-right: none; } .cards td:first-child { font-weight: 600; } .cards td:first-child::before { content: none; } .cards td::before { content: attr(data-label); display: block; font-size: 12px; color: #59636e; } }
        """
}
