// GameSession viewing a recorded game: the record is replayed once, every
// position kept, and the screen steps through them. Any game's record works;
// the board shows each position as it shows a game being played, and reads
// what the last move did from the engine's description (e.g. the
// Glasperlenspiel's "last*" keys).
#include "core/level.h"
#include "game_session.h"

#include "record_json.h"

bool GameSession::viewRecord(const QString& path)
{
    QString error;
    std::optional<zv::GameRecord> record = zv::records::readFile(path, &error);
    if (!record) {
        m_lastError = error;
        emit stateChanged();
        return false;
    }
    auto view = std::make_unique<RecordView>();
    std::string why;
    std::unique_ptr<zv::Game> game =
        zv::createGame(record->game, record->options, record->seats, &why);
    if (!game) {
        m_lastError = path + QStringLiteral(": ") + QString::fromStdString(why);
        emit stateChanged();
        return false;
    }
    view->positions.push_back(game->clone());
    for (std::size_t i = 0; i < record->moves.size(); ++i) {
        const zv::RecordedMove& move = record->moves[i];
        // The same checks as zv::replay(), which keeps only the last position.
        if (game->isOver())
            why = "the game is already over";
        else if (move.seat != game->toMove())
            why = "the record gives the move to seat " + std::to_string(move.seat);
        else if (game->play(move.text, &why))
            why.clear();
        if (!why.empty()) {
            m_lastError = QStringLiteral("%1: moves[%2] \"%3\": %4")
                              .arg(path)
                              .arg(i)
                              .arg(QString::fromStdString(move.text), QString::fromStdString(why));
            emit stateChanged();
            return false;
        }
        view->positions.push_back(game->clone());
    }
    keep(); // a game under way waits for the visitor
    view->record = std::move(*record);
    m_gameKey = QString::fromStdString(view->record.game);
    m_seats = view->record.seats;
    m_lastHumanSeat = -1;
    m_seatList.clear();
    for (const zv::Seat& seat : m_seats) {
        m_seatList.append(QVariantMap{
            {QStringLiteral("kind"), seat.kind == zv::PlayerKind::Computer
                                         ? QStringLiteral("computer")
                                         : QStringLiteral("human")},
            {QStringLiteral("level"),
             QString::fromLatin1(zv::levelKey(seat.level).data(),
                                 static_cast<qsizetype>(zv::levelKey(seat.level).size()))},
            {QStringLiteral("name"), QString::fromStdString(seat.name)}});
    }
    m_optionMap.clear();
    for (const auto& [key, value] : view->record.options)
        m_optionMap.insert(QString::fromStdString(key), QString::fromStdString(value));
    m_history.clear();
    m_record = zv::GameRecord{};
    m_lastError.clear();
    m_view = std::move(view);
    setPartial({});
    return viewSeek(0);
}

bool GameSession::viewSeek(int ply)
{
    if (!m_view || ply < 0 || ply > viewLength())
        return false;
    m_view->ply = ply;
    m_game = m_view->positions[static_cast<std::size_t>(ply)]->clone();
    refresh();
    return true;
}

int GameSession::viewPly() const
{
    return m_view ? m_view->ply : 0;
}

int GameSession::viewLength() const
{
    return m_view ? static_cast<int>(m_view->record.moves.size()) : 0;
}

QVariantMap GameSession::viewMeta() const
{
    QVariantMap meta;
    if (!m_view)
        return meta;
    for (const auto& [key, value] : m_view->record.meta)
        meta.insert(QString::fromStdString(key), QString::fromStdString(value));
    return meta;
}

void GameSession::endViewing()
{
    m_view.reset();
}
