// The text of kiosk.conf as staff leave it: QSettings reads the values (the
// kiosk, kiosk_config.h), this file only checks the lines for what QSettings
// passes over silently and changes the one line that `zeitvertreib-cli
// kiosk-pin --config` writes. QSettings itself would write the whole file
// anew: without its comments, with the keys sorted.
//
// A UTF-8 byte-order mark (what editors on Windows write) is no problem:
// QSettings skips it when reading (tests/kiosk/tst_kiosk_config.cpp holds
// that), and the edit keeps it.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace zv::kioskconf {

// The group of the kiosk's settings.
inline constexpr char kGroup[] = "kiosk";

// What QSettings would read differently from what staff see, one English
// sentence each, starting "line N: ": a group header without its `]` or with
// text after it, a quote left open (QSettings runs the value on over the
// next lines), a line that is neither a setting, a header nor a comment, a
// key set twice in a group (the last one wins). Empty for a clean file.
QStringList structureProblems(const QByteArray& text);

// `text` with [kiosk] pin_hash set to `value`, every other byte unchanged:
// the value of an existing pin_hash line is replaced (its inline comment
// kept); a missing key goes after the last setting of the group, a missing
// group at the end, both with the file's own line ending. Empty, with the
// reason in *error, when the text has structure problems (the first one).
QByteArray withPinHash(const QByteArray& text, const QString& value, QString* error);

// Sets pin_hash in the file at `path` (created when missing) with
// withPinHash, after QSettings has read the file without an error, and saves
// it atomically (QSaveFile): the file is either unchanged or complete. False,
// with the reason naming the file and line, when it was not changed.
bool writePinHash(const QString& path, const QString& value, QString* error);

} // namespace zv::kioskconf
