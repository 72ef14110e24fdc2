#pragma once

// The versions the crash-safety test writes: version n of the inventory list
// "drinnen_kinder" changes its title, an English text, every row's count,
// stock and remark, the rows' order (odd n) and drops a row (every fifth),
// so a half-written save would show as a mix of two versions. The version's
// number is in the staff note, so any state read back names the version it
// claims to be, and can be compared with it field by field.

#include "store/content_source.h"

namespace zv::crash {

inline const QString kItem = QStringLiteral("drinnen_kinder");

inline Item baseItem()
{
    for (const Item& item : readContentTree(bundledContentRoot()).content.items) {
        if (item.key == kItem)
            return item;
    }
    return {};
}

inline Item versionOf(const Item& base, int n)
{
    if (n == 0)
        return base;
    Item item = base;
    item.staffNote = QStringLiteral("version %1").arg(n);
    item.texts.set(QStringLiteral("de"), field::title,
                   QStringLiteral("Für drinnen, für Kinder (Fassung %1)").arg(n));
    item.texts.set(QStringLiteral("en"), field::body,
                   base.text(QStringLiteral("en"), field::body) +
                       QStringLiteral(" Revision %1.").arg(n));
    for (int i = 0; i < item.rows.size(); ++i) {
        InventoryRow& row = item.rows[i];
        row.count = (n + i) % 5;
        row.available = (n + i) % 3 != 0;
        row.texts.set(QStringLiteral("de"), field::remark,
                      QStringLiteral("Stand %1/%2").arg(n).arg(i));
    }
    if (n % 2 == 1)
        std::reverse(item.rows.begin(), item.rows.end());
    if (n % 5 == 0 && item.rows.size() > 1)
        item.rows.removeLast();
    return item;
}

// The version a state claims to be (its staff note), or -1.
inline int versionClaimed(const Item& item, const Item& base)
{
    if (item.staffNote == base.staffNote)
        return 0;
    bool ok = false;
    const int n = item.staffNote.section(QLatin1Char(' '), 1).toInt(&ok);
    return item.staffNote.startsWith(QLatin1String("version ")) && ok ? n : -1;
}

} // namespace zv::crash
