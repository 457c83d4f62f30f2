/// The page's inline CSS.
enum HTMLStyleSheet {
    static let css = """
        body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #fff; margin: 0; }
        main { max-width: 1100px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 28px; margin: 0 0 8px; }
        h2 { font-size: 21px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #d0d7de; }
        h2.environment { color: #57606a; border-top: 3px double #d0d7de; padding-top: 16px; }
        code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; margin: 8px 0 16px; font-size: 14px; }
        th, td { border: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
        th { background: #f6f8fa; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        tbody tr:nth-child(even) { background: #fafbfc; }
        td.pass { color: #116329; }
        td.fail { color: #fff; background: #cf222e; font-weight: 600; }
        td.known { background: #fff8c5; }
        figure { margin: 8px 0 24px; }
        svg { max-width: 100%; height: auto; }
        details { margin: 8px 0 16px; }
        summary { cursor: pointer; color: #0969da; }
        """
}
