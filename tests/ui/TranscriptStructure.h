#pragma once

// What a rendered transcript holds, read back from its QTextDocument: the
// Markdown structure the widget tests look for.

#include <QFontDatabase>
#include <QString>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextTable>

namespace chattest {

struct TranscriptStructure {
    int headings = 0;
    int listItems = 0;
    int monospaceCodeBlocks = 0; // blocks of a fenced code block, in a fixed-pitch font
    int tableCells = 0;
    QStringList links;

    static TranscriptStructure of(const QTextDocument &document)
    {
        TranscriptStructure found;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() > 0)
                ++found.headings;
            if (block.textList())
                ++found.listItems;
            if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence) && !block.text().isEmpty()) {
                bool monospace = true;
                for (auto it = block.begin(); !it.atEnd(); ++it)
                    monospace = monospace && isMonospace(it.fragment().charFormat());
                if (monospace)
                    ++found.monospaceCodeBlocks;
            }
            if (QTextCursor(block).currentTable())
                ++found.tableCells;
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().isAnchor())
                    found.links << it.fragment().charFormat().anchorHref();
            }
        }
        return found;
    }

    static bool isMonospace(const QTextCharFormat &format)
    {
        return format.fontFixedPitch()
            || format.fontFamilies().toStringList().contains(
                QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
    }
};

} // namespace chattest
