// The rows of an inventory list (`rows:` in items/sammlung/*.yaml): one row
// per line of the source's list, with its per-language name, count detail
// and remark (docs/content-format-structured.md).

#include "store/content_source_p.h"

#include "store/yaml_text.h"

#include <QHash>

namespace zv::source {

namespace {

const QStringList kRowKeys = {
    QStringLiteral("key"),        QStringLiteral("source"), QStringLiteral("category"),
    QStringLiteral("audience"),   QStringLiteral("place"),  QStringLiteral("count"),
    QStringLiteral("available"),  QStringLiteral("game"),   QStringLiteral("needs_review"),
    QStringLiteral("staff_note"),
};

// "row 3 ('erw_halma')": the position always, the key when there is one.
QString rowName(const YAML::Node& node, int index)
{
    QString name = QStringLiteral("row %1").arg(index);
    if (node.IsMap()) {
        const YAML::Node key = node["key"];
        if (key.IsDefined() && key.IsScalar())
            name += QStringLiteral(" ('%1')").arg(yaml::fromStd(key.Scalar()));
    }
    return name;
}

// A row's audience or place: its own, else the list's default.
QString withDefault(YamlReader& reader, const YAML::Node& node, const QString& key,
                    const QStringList& choices, const QString& listDefault)
{
    const QString own = reader.optionalChoice(node, key, choices);
    if (!own.isEmpty())
        return own;
    if (listDefault.isEmpty())
        reader.error(node, QStringLiteral("'%1' is missing, and the list gives no default "
                                          "('%1:' at the top of the file)")
                               .arg(key));
    return listDefault;
}

} // namespace

void readInventoryRows(YamlReader& reader, Item& item, SourceLines& lines)
{
    const YAML::Node list = reader.optionalList(reader.root(), QStringLiteral("rows"));
    if (!list.IsDefined())
        return;
    QHash<QString, int> seen;
    int index = 0;
    for (const YAML::Node& node : list) {
        ++index;
        YamlReader::Context context(reader, rowName(node, index));
        if (!reader.allowKeys(node, kRowKeys, inventoryTextFields()))
            continue;
        InventoryRow row;
        row.listKey = item.key;
        row.position = index - 1;
        row.key = reader.requiredKeyword(node, QStringLiteral("key"));
        row.source = reader.requiredString(node, QStringLiteral("source"));
        row.category =
            reader.requiredChoice(node, QStringLiteral("category"), keyword::inventoryCategories());
        row.audience = withDefault(reader, node, QStringLiteral("audience"), keyword::audiences(),
                                   item.audience.value(0));
        row.place =
            withDefault(reader, node, QStringLiteral("place"), keyword::rowPlaces(), item.place);
        row.count = reader.optionalCount(node, QStringLiteral("count"));
        // `available: not_stated`: the document leaves both the count and the
        // "nicht vorhanden" column empty (keine Angabe).
        if (reader.optionalString(node, QStringLiteral("available")) == QLatin1String("not_stated"))
            row.setStock(-1);
        else
            row.available = reader.optionalBool(node, QStringLiteral("available"), true);
        row.gameItemKey = reader.optionalKeyword(node, QStringLiteral("game"));
        row.needsReview = reader.optionalBool(node, QStringLiteral("needs_review"), false);
        row.staffNote = reader.optionalString(node, QStringLiteral("staff_note"));
        row.texts = reader.texts(node, inventoryTextFields(), {field::name});

        if (!row.key.isEmpty()) {
            const int line = YamlReader::lineOf(node["key"]);
            if (seen.contains(row.key))
                reader.error(node["key"], QStringLiteral("the row key '%1' is used twice in this "
                                                         "file (first in line %2); row keys must "
                                                         "be unique in the whole store")
                                              .arg(row.key)
                                              .arg(seen.value(row.key)));
            else
                seen.insert(row.key, line);
            lines.rowKeys.append({row.key, line});
        }
        if (!row.gameItemKey.isEmpty())
            lines.gameLinks.append({row.key, row.gameItemKey, YamlReader::lineOf(node["game"])});
        item.rows.append(row);
    }
}

} // namespace zv::source
