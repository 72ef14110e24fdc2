// Game records on disk: reading and writing record files (the JSON text
// itself is record_json.cpp's job).
#include "record_json.h"

#include <QFile>
#include <QSaveFile>

namespace zv::records {

std::optional<GameRecord> readFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + QStringLiteral(": cannot read: ") + file.errorString();
        return std::nullopt;
    }
    QString problem;
    std::optional<GameRecord> record = fromJsonText(file.readAll(), &problem);
    if (!record && error)
        *error = path + QStringLiteral(": ") + problem;
    return record;
}

bool writeFile(const GameRecord& record, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toJsonText(record)) < 0 || !file.commit()) {
        if (error)
            *error = path + QStringLiteral(": cannot write: ") + file.errorString();
        return false;
    }
    return true;
}

} // namespace zv::records
